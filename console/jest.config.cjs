const path = require('node:path');
const preset = require('@storefront/shared/tooling/jest-preset.cjs')(__dirname);

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, path.join(__dirname, 'src/test-support/patient-tests.ts')],
  // The contract's TypeScript source, as the build and the type check take it.
  moduleNameMapper: {
    '^@storefront/shared/contract$': path.join(__dirname, '../shared/src/contract/index.ts'),
    ...preset.moduleNameMapper,
  },
};
