// Browser tests of the composed site: real Chromium, real static servers, the real API; and the
// deployment tests (tests/deployment): the compose file and Dockerfiles checked against the repo,
// the images' commands run outside Docker, the API against PostgreSQL and a real SMTP server.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: `${__dirname}/tsconfig.json`, diagnostics: false }] },
  testTimeout: 120000,
  maxWorkers: 1,
};
