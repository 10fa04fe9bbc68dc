import { createAppConfig } from '@storefront/shared/tooling/create-app-config.mjs';

export default createAppConfig({
  dirname: import.meta.dirname,
  exposes: {
    './PersonalInfoStep': './src/personal-info/personal-info-step.tsx',
    './SelectProductStep': './src/select-product/select-product-step.tsx',
  },
});
