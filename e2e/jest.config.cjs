// Browser tests of the composed site: real Chromium, real static servers, the real API.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.e2e.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: `${__dirname}/tsconfig.json`, diagnostics: false }] },
  testTimeout: 120000,
  maxWorkers: 1,
};
