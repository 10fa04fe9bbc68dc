import { createAppConfig } from '@storefront/shared/tooling/create-app-config.mjs';

export default createAppConfig({
  dirname: import.meta.dirname,
  exposes: { './EligibilityStep': './src/eligibility/eligibility-step.tsx' },
});
