import path from 'node:path';
import { createAppConfig } from '@storefront/shared/tooling/create-app-config.mjs';

export default createAppConfig({
  dirname: import.meta.dirname,
  host: {
    title: 'Cashback Storefront: Credit Card and Instant Cash Loan Offers',
    // Makes a remote that is down, broken or silent a rejected load the RemoteSlot can retry.
    runtimePlugins: [path.join(import.meta.dirname, 'src/remote-loading/federation-runtime-plugin.ts')],
  },
});
