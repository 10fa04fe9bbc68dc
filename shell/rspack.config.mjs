import { createAppConfig } from '@storefront/shared/tooling/create-app-config.mjs';

export default createAppConfig({
  name: 'shell',
  port: 3000,
  dirname: import.meta.dirname,
  host: { title: 'Storefront' },
});
