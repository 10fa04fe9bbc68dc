import useSWR, { mutate } from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { LoanOffer, PublicId } from '../types';

// The loan's own calls, exported with the offers through the package entry.
export * from './get-loan-quote';
export * from './get-key-facts';

export function getLoanRecommendations(applicationId: PublicId): Promise<LoanOffer[]> {
  return request('GET', `/api/recommendations/public/loan/${applicationId}`, { withAccessToken: true });
}

export const loanRecommendationsKey = (applicationId: PublicId) => ['loanRecommendations', applicationId] as const;

/** Fetches the offers (step 2) and keeps them in the shared cache for step 4. Errors propagate. */
export async function loadLoanRecommendations(applicationId: PublicId): Promise<LoanOffer[]> {
  const offers = await getLoanRecommendations(applicationId);
  await mutate(loanRecommendationsKey(applicationId), offers, { revalidate: false });
  return offers;
}

export function useLoanRecommendations(applicationId: PublicId | null) {
  return useSWR(applicationId ? loanRecommendationsKey(applicationId) : null, ([, id]) => getLoanRecommendations(id), {
    ...preloaded,
  });
}
