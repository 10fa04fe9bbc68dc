import { screen } from '@testing-library/react';
import { ok, type MockApi } from '@storefront/shared/testing';
import type { CountryCode, Market } from '@storefront/shared';

/** The bonus each country's seed catalog promises. */
export const seedBonus: Record<CountryCode, Market['bonus']> = {
  ae: { amount: 200, currency: 'AED', lockDays: 30 },
  sa: { amount: 200, currency: 'SAR', lockDays: 30 },
  pk: { amount: 5000, currency: 'PKR', lockDays: 30 },
};

/** GET /api/markets/public/{country}, as the API answers for the seed catalog. */
export function answerMarkets(api: MockApi): MockApi {
  return api.on('GET', /^\/api\/markets\/public\/(ae|sa|pk)$/, (call) => {
    const country = call.path.split('/').pop() as CountryCode;
    return ok({ country, productTypes: ['Card', 'Loan'], bonus: seedBonus[country] } satisfies Market);
  });
}

/**
 * Waits for the bonus promise (English), the step's last answer to arrive: a test that ends before
 * it would leave the market's answer to update the page after the test.
 */
export const bonusPromiseShown = () => screen.findByText(/bonus for any approved card or instant cash loan\.$/);
