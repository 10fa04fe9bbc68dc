import { mockApi, ok, type MockApi } from '@storefront/shared/testing';
import type { CountryCode, Market } from '@storefront/shared';

/** The bonus each country's seed catalog promises. */
export const seedBonus: Record<CountryCode, Market['bonus']> = {
  ae: { amount: 200, currency: 'AED', lockDays: 30 },
  sa: { amount: 200, currency: 'SAR', lockDays: 30 },
  pk: { amount: 5000, currency: 'PKR', lockDays: 30 },
};

/**
 * GET /api/markets/public/{country} as the API answers for the seed catalog (every country offers
 * loans), or, with `loans: false`, for catalogs without loans (the visitor never sees step 1).
 */
export function answerMarkets(api: MockApi = mockApi(), { loans = true } = {}): MockApi {
  return api.on('GET', /^\/api\/markets\/public\/(ae|sa|pk)$/, (call) => {
    const country = call.path.split('/').pop() as CountryCode;
    const productTypes: Market['productTypes'] = loans ? ['Card', 'Loan'] : ['Card'];
    return ok({ country, productTypes, bonus: seedBonus[country] } satisfies Market);
  });
}
