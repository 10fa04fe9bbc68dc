import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { CountryCode, Market } from '../types';

/** By the country in the path, not X-Country-Key: the hero asks before consent, when nothing is stored. */
export function getMarket(country: CountryCode): Promise<Market> {
  return request('GET', `/api/markets/public/${country}`);
}

export const marketKey = (country: CountryCode) => ['market', country] as const;

/** The country's market, read once per visit; with `null`, not read (no request). */
export function useMarket(country: CountryCode | null) {
  return useSWR(country ? marketKey(country) : null, ([, code]) => getMarket(code), preloaded);
}

/**
 * The country's market when this visit has already read it, and then as it changes; never read for
 * it (no request): for what only decorates a page, such as its description, on pages that do not
 * show the market themselves.
 */
export function useKnownMarket(country: CountryCode | null) {
  return useSWR<Market>(country ? marketKey(country) : null, null);
}

/**
 * For a Next handler that must know the market before it answers: the one useMarket holds, else
 * fetched into the same cache (so the frame, which moves by it, sees the same answer).
 */
export function useLoadMarket(): (country: CountryCode) => Promise<Market> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (country: CountryCode) => {
      const market = await mutate<Market>(marketKey(country), (cached) => cached ?? getMarket(country), {
        revalidate: false,
      });
      if (!market) throw new Error(`No market for ${country}`);
      return market;
    },
    [mutate],
  );
}

/** Whether the visitor chooses Card or Loan at step 1 (WizardFacts.choosesProduct). */
export function offersLoans(market: Market | undefined): boolean {
  return market?.productTypes.includes('Loan') ?? false;
}
