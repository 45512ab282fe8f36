const path = require('node:path');
const { createJestConfig } = require('@tabula/shared/jest');

const config = createJestConfig({ rootDir: __dirname, displayName: 'mfe-checkout', withApi: true });

config.setupFilesAfterEnv = [...config.setupFilesAfterEnv, path.join(__dirname, 'src/testing/setup.ts')];

module.exports = config;
