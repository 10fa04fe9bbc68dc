/** Jest for the provider API: node environment, ts-jest (transpile only; `npm run typecheck` checks types). */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', isolatedModules: true, diagnostics: false }],
    '/node_modules/@electric-sql/pglite/.+\\.cjs$': '<rootDir>/test/support/require-builtins-transform.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The contract from its source (the "source" condition of shared's exports), as tsc and tsx read it.
    '^@storefront/shared/contract$': '<rootDir>/../shared/src/contract/index.ts',
  },
  // One PGlite database migrated and seeded per run; each app on memory:// starts as a copy of it.
  setupFilesAfterEnv: ['<rootDir>/test/support/no-deprecated-pg-use.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
