import type { Seed } from '@storefront/shared/testing';
import type { Application, CardRecommendation, Feature, LoanOffer, Page, SubFeature } from '@storefront/shared';

const sub = (featureId: number, featureName: string, active: 'Y' | 'N' = 'Y'): SubFeature => ({
  featureId,
  featureName,
  imageUrl: `${featureId}.png`,
  active,
  selected: false,
});

const feature = (
  featureId: number,
  featureName: string,
  subFeatures: SubFeature[] = [],
  overrides: Partial<Feature> = {},
): Feature => ({ ...sub(featureId, featureName), productType: 'Card', subFeatures, ...overrides });

export const features: Feature[] = [
  feature(1, 'Cashback', [sub(11, 'Groceries'), sub(12, 'Fuel'), sub(13, 'Retired Sub', 'N')]),
  feature(2, 'Reward Points'),
  feature(3, 'Airport Lounge', [sub(31, 'Unlimited visits')]),
  feature(4, 'Travel Insurance'),
  feature(5, 'Dining Offers'),
  feature(6, 'Movie Tickets'),
  feature(7, 'Golf Access'),
  feature(8, 'Discontinued Perk', [], { active: 'N' }),
  feature(9, 'Low Interest Loan', [], { productType: 'Loan' }),
];

export const card = (productId: number, overrides: Partial<CardRecommendation> = {}): CardRecommendation => ({
  productId,
  productName: `Card ${productId}`,
  organizationName: `Bank ${productId}`,
  score: 50,
  incentive: 0,
  instantIssuance: false,
  description: 'Line one',
  features: [],
  routingUrl: `https://partner.test/card/${productId}`,
  ...overrides,
});

export function page<T>(content: T[], number = 0): Page<T> {
  return {
    content,
    empty: content.length === 0,
    number,
    size: 10,
    totalElements: content.length,
    totalPages: 1,
    last: content.length === 0,
  };
}

export const application: Application = {
  applicationId: 42,
  customer: { customerId: 7, name: 'Amira <Khan>', email: 'amira@example.com', clientRiskProfile: 'Low' },
  location: { locationId: 3 },
  product: null,
  applicationType: 'Card',
  status: 'Created',
};

export function submitted(productId: number, productName: string, routingUrl: string): Application {
  return { ...application, status: 'Submitted', product: { productId, productName, routingUrl } };
}

export const loanOffer = (productId: number, overrides: Partial<LoanOffer> = {}): LoanOffer => ({
  productId,
  productName: `Loan ${productId}`,
  loanTenure: 24,
  processingFee: 1250,
  interest: 9.5,
  loanAmountTxt: 'AED 45,000',
  loanAmount: 45000,
  monthlyInstalment: 2066,
  currency: 'AED',
  organizationName: `Lender ${productId}`,
  description: 'Quick approval\\nNo early settlement fee',
  features: ['Fast disbursal'],
  routingUrl: `https://partner.test/loan/${productId}`,
  ...overrides,
});

/** What steps 0-2 leave in the application context before step 3: application 42, a UAE card. */
export const seed: Seed = { applicationId: 42, countryCode: 'ae', product: 'Card' };
