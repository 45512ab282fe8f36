const path = require('node:path');
const { createJestConfig } = require('@tabula/shared/jest');

const config = createJestConfig({
  rootDir: __dirname,
  displayName: 'mfe-checkout',
  withApi: true,
  // Until the shared preset can start the API on Node 20 (see jest/start-api.cjs).
  globalSetup: path.join(__dirname, 'jest/start-api.cjs'),
  globalTeardown: path.join(__dirname, 'jest/stop-api.cjs'),
});

config.setupFilesAfterEnv = [...config.setupFilesAfterEnv, path.join(__dirname, 'src/testing/setup.ts')];

module.exports = config;
