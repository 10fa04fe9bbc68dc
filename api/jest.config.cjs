/** Jest for the provider API: node environment, ts-jest (transpile only; `npm run typecheck` checks types). */
// ESM-only packages that CommonJS jest must compile (Node itself loads them through require(esm)).
const esmOnly = ['content-disposition', 'cookie'];

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', isolatedModules: true, diagnostics: false }],
    [`/node_modules/(${esmOnly.join('|')})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true }, isolatedModules: true, diagnostics: false },
    ],
    '/node_modules/@electric-sql/pglite/.+\\.cjs$': '<rootDir>/test/require-builtins-transform.cjs',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')}|@electric-sql/pglite)/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 30000,
  maxWorkers: 2,
};
