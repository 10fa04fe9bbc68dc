import path from 'node:path';
import { createAppConfig } from '@storefront/shared/tooling/create-app-config.mjs';
import { PreloadInitialChunksPlugin } from './preload-initial-chunks.mjs';

const config = createAppConfig({
  dirname: import.meta.dirname,
  host: {
    title: 'Cashback Storefront: Credit Card and Instant Cash Loan Offers',
    // Makes a remote that is down, broken or silent a rejected load the RemoteSlot can retry.
    runtimePlugins: [path.join(import.meta.dirname, 'src/remote-loading/federation-runtime-plugin.ts')],
  },
});
// index.html fetches the chunks of the first render beside main.js (see the plugin).
config.plugins.push(new PreloadInitialChunksPlugin());

export default config;
