const path = require('node:path');

const swcOptions = (syntax) => ({
  jsc: {
    parser: syntax === 'tsx' || syntax === 'ts' ? { syntax: 'typescript', tsx: syntax === 'tsx' } : { syntax: 'ecmascript', jsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});

/**
 * The one jest configuration every workspace starts from, so that shared code, remotes and the shell
 * are tested in the same environment.
 *
 * withApi starts the real `@tabula/api` server in-process once per run and publishes its address in
 * process.env.TABULA_API_URL, which renderWithProviders passes to the API client.
 */
function createJestConfig({ rootDir, displayName, withApi = false, ...overrides }) {
  if (!rootDir) throw new Error('createJestConfig: rootDir is required (pass __dirname)');
  return {
    rootDir,
    displayName,
    testEnvironment: path.join(__dirname, 'environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.tsx$': [require.resolve('@swc/jest'), swcOptions('tsx')],
      '^.+\\.(ts|mts|cts)$': [require.resolve('@swc/jest'), swcOptions('ts')],
      '^.+\\.(js|jsx|mjs)$': [require.resolve('@swc/jest'), swcOptions('js')],
    },
    // Jest resolves the @tabula/* workspace symlinks to their real paths, which lie outside
    // node_modules; the exception keeps them transformed should a symlinked path ever get through.
    transformIgnorePatterns: ['/node_modules/(?!@tabula/)'],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-after-env.cjs')],
    // A timeout catches a test that hangs, not a slow one: page tests drive the in-process API and
    // a 2-core CI machine takes several seconds for some of them, well past jest's default 5 s.
    testTimeout: 20_000,
    // Jest's default leaves a core idle (cores - 1): on the 2-core CI machine that ran every file in band,
    // in the same thread as the in-process API.
    maxWorkers: '100%',
    ...(withApi
      ? {
          globalSetup: path.join(__dirname, 'api-global-setup.cjs'),
          globalTeardown: path.join(__dirname, 'api-global-teardown.cjs'),
        }
      : {}),
    ...overrides,
  };
}

module.exports = { createJestConfig };
