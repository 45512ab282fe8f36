const { createJestConfig } = require('@tabula/shared/jest');

module.exports = createJestConfig({ rootDir: __dirname, displayName: 'mfe-hotel', withApi: true });
