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
  // The contract from its source (the "source" condition of shared's exports), as tsc reads it.
  moduleNameMapper: { '^@storefront/shared/contract$': '<rootDir>/../shared/src/contract/index.ts' },
  testTimeout: 120000,
  maxWorkers: 1,
};
