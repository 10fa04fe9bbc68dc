import { mockApi, ok, type MockApi } from '@storefront/shared/testing';
import type { CountryCode, Market } from '@storefront/shared';

/** The bonus each country's seed catalog promises. */
export const seedBonus: Record<CountryCode, Market['bonus']> = {
  ae: { amount: 200, currency: 'AED' },
  sa: { amount: 200, currency: 'SAR' },
  pk: { amount: 5000, currency: 'PKR' },
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
