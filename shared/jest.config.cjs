const { createJestConfig } = require('./jest/index.cjs');

module.exports = createJestConfig({ rootDir: __dirname, displayName: 'shared' });
