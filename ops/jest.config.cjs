const { createJestConfig } = require('@tabula/shared/jest');

module.exports = createJestConfig({ rootDir: __dirname, displayName: 'ops' });
