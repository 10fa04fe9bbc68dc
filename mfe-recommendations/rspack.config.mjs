import { createAppConfig } from '@storefront/shared/tooling/create-app-config.mjs';

export default createAppConfig({
  dirname: import.meta.dirname,
  exposes: {
    './CardFeatureStep': './src/exposed/card-feature-step.tsx',
    './CardRecommendationsStep': './src/exposed/card-recommendations-step.tsx',
    './LoanOffersStep': './src/exposed/loan-offers-step.tsx',
    './HowWeRankPage': './src/exposed/how-we-rank-page.tsx',
    './KeyFactsPage': './src/exposed/key-facts-page.tsx',
  },
});
