import type { Seed } from '@storefront/shared/testing';
import type { Application, CardCosts, CardRecommendation, Feature, LoanOffer, Page, SubFeature } from '@storefront/shared';

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

/** A card's costs as the API sends them (a conventional UAE card unless overridden). */
export const cardCosts = (overrides: Partial<CardCosts> = {}): CardCosts => ({
  annualFee: 300,
  firstYearFee: 0,
  purchaseRate: 39.99,
  cashAdvanceRate: 42,
  latePaymentFee: 230,
  foreignTransactionFeePercent: 2.5,
  minMonthlySalary: 5000,
  welcomeOffer: null,
  ...overrides,
});

export const card = (productId: number, overrides: Partial<CardRecommendation> = {}): CardRecommendation => {
  const score = overrides.score ?? 50;
  const productName = overrides.productName ?? `Card ${productId}`;
  const organizationName = overrides.organizationName ?? `Bank ${productId}`;
  return {
    productId,
    productName,
    organizationName,
    score,
    incentive: 0,
    instantIssuance: false,
    description: 'Line one',
    features: [],
    routingUrl: `https://partner.test/card/${productId}`,
    currency: 'AED',
    islamic: false,
    costs: cardCosts(),
    keyFacts: {
      productId,
      productType: 'Card',
      productName,
      organizationName,
      islamic: overrides.islamic ?? false,
      currency: overrides.currency ?? 'AED',
      facts: [
        { id: 'annualFee', label: 'Annual fee', value: 'AED 300' },
        { id: 'purchaseRate', label: 'Purchase APR', value: '39.99%' },
        { id: 'minMonthlySalary', label: 'Minimum monthly salary', value: 'AED 5,000' },
      ],
    },
    match: { percent: score, meetsNone: score === 0, items: [] },
    eligibility: { qualifies: true, odds: 'Likely', criteria: [{ criterion: 'minMonthlySalary', status: 'met', minimum: 5000 }] },
    yearlyValue: {
      amount: 900, rewards: 1200, annualFee: 300, defaultSpending: true,
      spending: { groceries: 2000, dining: 800, fuel: 500, travel: 700, online: 600, other: 1400 },
    },
    ...overrides,
  };
};

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

/** The application steps 0-2 made, and its customer. */
export const applicationId = '8d3f1c52-6b1e-4c7a-9f0d-2e4b6a8c0d42';
export const customerId = '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c07';
export const customerEmail = 'amira@example.com';

export const application: Application = {
  applicationId,
  reference: 'SF-7KQ4M2XD',
  customer: { customerId, name: 'Amira <Khan>', clientRiskProfile: 'Low' },
  location: { locationId: 3 },
  product: null,
  applicationType: 'Card',
  status: 'Created',
};

export function submitted(productId: number, productName: string, routingUrl: string): Application {
  return { ...application, status: 'Submitted', product: { productId, productName, routingUrl, organizationName: 'Falcon National Bank' } };
}

export const loanOffer = (productId: number, overrides: Partial<LoanOffer> = {}): LoanOffer => ({
  productId,
  productName: `Loan ${productId}`,
  loanTenure: 24,
  processingFee: 1250,
  interest: 9.5,
  loanAmountTxt: 'AED 45,000',
  loanAmount: 45000,
  requestedAmount: null,
  amountLimit: 'requested',
  monthlyInstalment: 2066,
  currency: 'AED',
  organizationName: `Lender ${productId}`,
  description: 'Quick approval\\nNo early settlement fee',
  features: ['Fast disbursal'],
  routingUrl: `https://partner.test/loan/${productId}`,
  rateType: 'reducing',
  apr: 10.62,
  totalRepayable: 50834,
  totalCostOfCredit: 5834,
  islamic: false,
  minMonthlySalary: 5000,
  minAmount: 10000,
  maxAmount: 250000,
  amountStep: 1000,
  minTenure: 12,
  maxTenure: 48,
  tenureLimits: [
    { tenure: 12, maxAmount: 30000 },
    { tenure: 18, maxAmount: 38000 },
    { tenure: 24, maxAmount: 45000 },
    { tenure: 30, maxAmount: 52000 },
    { tenure: 36, maxAmount: 58000 },
    { tenure: 42, maxAmount: 63000 },
    { tenure: 48, maxAmount: 68000 },
  ],
  keyFacts: {
    productId,
    productType: 'Loan',
    productName: `Loan ${productId}`,
    organizationName: `Lender ${productId}`,
    islamic: false,
    currency: 'AED',
    facts: [
      { id: 'apr', label: 'APR', value: '10.62%' },
      { id: 'monthlyInstalment', label: 'Monthly instalment', value: 'AED 2,066' },
    ],
  },
  ...overrides,
});

/** What steps 0-2 leave in the application context before step 3: the application, a UAE card. */
export const seed: Seed = { applicationId, customerId, customerEmail, countryCode: 'ae', product: 'Card' };
