const { createJestConfig } = require('@tabula/shared/jest');

module.exports = createJestConfig({ rootDir: __dirname, displayName: 'mfe-checkout', withApi: true });
