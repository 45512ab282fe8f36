// CommonJS for the reason api/src/paths.cjs gives: `__dirname` works however this package is loaded.
const path = require('node:path');

const platformRoot = path.resolve(__dirname, '..');

module.exports = {
  platformRoot,
  migrationsDir: path.join(platformRoot, 'migrations'),
};
