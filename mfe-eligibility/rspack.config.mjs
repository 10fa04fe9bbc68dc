import { createAppConfig } from '@storefront/shared/tooling/create-app-config.mjs';

export default createAppConfig({
  name: 'mfe_eligibility',
  port: 3002,
  dirname: import.meta.dirname,
  exposes: { './EligibilityStep': './src/eligibility/eligibility-step.tsx' },
});
