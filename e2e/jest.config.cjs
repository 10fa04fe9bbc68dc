// Browser tests of the composed site: real Chromium, real static servers, the real API; and the
// deployment tests (tests/deployment): the compose file and Dockerfiles checked against the repo,
// the images' commands run outside Docker, the API against PostgreSQL and a real SMTP server.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  // Node's, telling the browser suites when a test failed (they then report its page).
  testEnvironment: '<rootDir>/harness/failure-environment.cjs',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: `${__dirname}/tsconfig.json`, diagnostics: false }] },
  // The contract from its source (the "source" condition of shared's exports), as tsc reads it.
  moduleNameMapper: { '^@storefront/shared/contract$': '<rootDir>/../shared/src/contract/index.ts' },
  // The API's migrated and seeded database, made once per run; each suite's API starts from a copy.
  globalSetup: '<rootDir>/harness/global-setup.ts',
  globalTeardown: '<rootDir>/harness/global-teardown.ts',
  testTimeout: 120000,
  // Three suites at a time on the 2-core machines: a browser test spends part of its time waiting
  // (the network, the API, animation frames), and every suite starts its own site on free ports,
  // with its own database and temporary folders (run-all.sh keeps apart the two that must run
  // alone). Measured on 208 tests: 1265 s one at a time; 700 s two at a time. On 207 tests: 409 s
  // two at a time, the cores idle 18 % of the time; 377 s three at a time, idle 3-8 %.
  maxWorkers: 3,
};
