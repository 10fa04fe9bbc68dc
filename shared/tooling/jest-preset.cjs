// Jest settings every front-end app shares: jsdom, ts-jest, assets stubbed, jest-dom matchers.
const path = require('node:path');

/** @param {string} dirname the app's folder  @returns {import('jest').Config} */
module.exports = function frontendJestConfig(dirname) {
  return {
    displayName: path.basename(dirname),
    rootDir: dirname,
    testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/tooling/**/__tests__/**/*.test.?(c|m)[jt]s?(x)'],
    // Transpile only, file by file: the app's tsconfig (via tsconfig.base.json) sets isolatedModules,
    // which is how ts-jest 29.4 chooses transpilation now (its own isolatedModules option is
    // deprecated). Types are checked by tsc, not here.
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(dirname, 'tsconfig.json'), diagnostics: false }],
    },
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      '/kit-styles\\.generated$': path.join(__dirname, 'jest-kit-styles-stub.cjs'),
      '\\.(svg|png|jpe?g|webp|gif)$': path.join(__dirname, 'jest-file-stub.cjs'),
      // @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
      // The kit's deferred components import antd's ES build by path (src/ui/deferred-components.ts).
      '^antd/es/(.*)$': 'antd/lib/$1',
    },
    // antd and user-event in jsdom on a 2-core machine can pass jest's default 5 s per test.
    testTimeout: 15000,
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
  };
};
