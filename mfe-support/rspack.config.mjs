import { createAppConfig } from '@storefront/shared/tooling/create-app-config.mjs';

export default createAppConfig({
  name: 'mfe_support',
  port: 3004,
  dirname: import.meta.dirname,
  exposes: { './Probe': './src/tmp/probe.tsx' },
});
