import useSWR, { mutate } from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { LoanOffer, PublicId } from '../types';
import type { Language } from '../../contract/languages';

// The loan's own calls, exported with the offers through the package entry.
export * from './get-loan-quote';
export * from './get-key-facts';

export function getLoanRecommendations(applicationId: PublicId, language?: Language): Promise<LoanOffer[]> {
  return request('GET', `/api/recommendations/public/loan/${applicationId}`, { withAccessToken: true, language });
}

/** The offers' names are in the language asked for: a switch asks for them again. */
export const loanRecommendationsKey = (applicationId: PublicId, language: Language) =>
  ['loanRecommendations', applicationId, language] as const;

/** Fetches the offers (step 2) and keeps them in the shared cache for step 4. Errors propagate. */
export async function loadLoanRecommendations(applicationId: PublicId, language: Language): Promise<LoanOffer[]> {
  const offers = await getLoanRecommendations(applicationId, language);
  await mutate(loanRecommendationsKey(applicationId, language), offers, { revalidate: false });
  return offers;
}

/**
 * The offers in the visitor's language. While a switch's offers load, the previous ones stay (the
 * tiles, and the amount and tenure the visitor adjusted on them, are kept): `isLoading` is then true
 * with `data` present.
 */
export function useLoanRecommendations(applicationId: PublicId | null, language: Language) {
  return useSWR(
    applicationId ? loanRecommendationsKey(applicationId, language) : null,
    ([, id, lang]) => getLoanRecommendations(id, lang),
    { ...preloaded, keepPreviousData: true },
  );
}
