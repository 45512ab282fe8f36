const { createJestConfig } = require('./jest/index.cjs');

module.exports = createJestConfig({
  rootDir: __dirname,
  displayName: 'shared',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.ts'],
});
