// Kept as CommonJS on purpose: `__dirname` works whether this package is loaded as ESM
// (tsx, node --import tsx) or transpiled to CommonJS by another workspace's test runner,
// where `import.meta.url` would be a syntax error.
const path = require('node:path');

const apiRoot = path.resolve(__dirname, '..');

module.exports = {
  apiRoot,
  repoRoot: path.resolve(apiRoot, '..'),
  migrationsDir: path.join(apiRoot, 'migrations'),
};
