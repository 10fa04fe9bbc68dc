import { createAppConfig } from '@storefront/shared/tooling/create-app-config.mjs';

export default createAppConfig({
  name: 'mfe_onboarding',
  port: 3001,
  dirname: import.meta.dirname,
  exposes: {
    './PersonalInfoStep': './src/personal-info/personal-info-step.tsx',
    './SelectProductStep': './src/select-product/select-product-step.tsx',
  },
});
