const path = require('node:path');
const preset = require('@storefront/shared/tooling/jest-preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // The contract's TypeScript source, as the build and the type check take it.
  moduleNameMapper: {
    '^@storefront/shared/contract$': path.join(__dirname, '../shared/src/contract/index.ts'),
    ...preset.moduleNameMapper,
  },
};
