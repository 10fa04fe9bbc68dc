import { createAppConfig } from '@storefront/shared/tooling/create-app-config.mjs';

export default createAppConfig({
  dirname: import.meta.dirname,
  exposes: {
    './HelpAndSupportPage': './src/help-and-support/help-and-support-page.tsx',
    './TermsOfServicePage': './src/terms-of-service/terms-of-service-page.tsx',
    './TrackApplicationPage': './src/track-application/track-application-page.tsx',
  },
});
