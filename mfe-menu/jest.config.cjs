const { createJestConfig } = require('@tabula/shared/jest');

const config = createJestConfig({ rootDir: __dirname, displayName: 'mfe-menu', withApi: true });
// Screens are tested with the remote's own texts, as its exposed modules register them when they load.
config.setupFilesAfterEnv.push('<rootDir>/src/texts/index.ts');

module.exports = config;
