const path = require('node:path');
const { createJestConfig } = require('@tabula/shared/jest');

const config = createJestConfig({ rootDir: __dirname, displayName: 'mfe-checkout', withApi: true });

// Integration tests drive the real API through several screens; jest's 5 s default is too tight on a
// busy two-core machine.
config.testTimeout = 20_000;
config.setupFilesAfterEnv = [...config.setupFilesAfterEnv, path.join(__dirname, 'src/testing/setup.ts')];

module.exports = config;
