import type { CatalogDraft, CountryFile } from '@storefront/shared/contract';

/** A small UAE market document: one bank, one feature, one card, as a draft of it. */
export const uaeDocument: CountryFile = {
  version: '2026.11.3',
  country: 'ae',
  bonus: { amount: 200, currency: 'AED' },
  bonusLockDays: 30,
  locations: [{ id: 11, merchantId: 2, label: 'dubaimall', name: { en: 'Dubai Mall kiosk', ar: 'كشك دبي مول' } }],
  banks: [
    {
      id: 1201,
      name: { en: 'Falcon National Bank', ar: 'بنك فالكون الوطني' },
      routingUrl: 'https://www.falcon-national-bank.example',
      licence: { en: 'Licensed by the Central Bank of the UAE', ar: 'مرخّص من مصرف الإمارات العربية المتحدة المركزي' },
    },
  ],
  features: [{ id: 1001, name: { en: 'Cashback', ar: 'استرداد نقدي' }, image: 'feature-cashback.svg', productType: 'Card', kind: 'cashback' }],
  cards: [
    {
      id: 1301,
      bankId: 1201,
      name: { en: 'Falcon Cashback Card', ar: 'بطاقة فالكون للاسترداد النقدي' },
      image: 'card-falcon.svg',
      incentive: 0,
      instantIssuance: false,
      routingUrl: 'https://www.falcon-national-bank.example/cards/cashback',
      description: [{ en: '5% cashback on groceries', ar: '5% استرداد نقدي على البقالة' }],
      features: [1001],
      islamic: false,
      costs: {
        annualFee: 300,
        firstYearFeeWaived: true,
        purchaseRate: 39.99,
        cashAdvanceRate: 42,
        latePaymentFee: 230,
        foreignTransactionFeePercent: 2.99,
        minMonthlySalary: 5000,
        welcomeOffer: { en: 'AED 300 back in the first month', ar: 'استرداد 300 درهم في الشهر الأول' },
      },
    },
  ],
  loans: [],
  questions: [],
  banners: [],
};

export function draftOf(document: CountryFile, patch: Partial<CatalogDraft> = {}): CatalogDraft {
  return {
    id: 5,
    market: document.country,
    baseVersion: 1,
    status: 'open',
    revision: 3,
    title: 'Copy of version 1',
    problemCount: 0,
    createdBy: 'catalog@console.example',
    createdAt: '2026-12-07T05:00:00.000Z',
    updatedBy: 'catalog@console.example',
    updatedAt: '2026-12-07T05:10:00.000Z',
    publishAt: null,
    requestedBy: null,
    approvedBy: null,
    document,
    problems: [],
    ...patch,
  };
}
