import useSWR, { mutate } from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { LoanOffer } from '../types';

export function getLoanRecommendations(applicationId: number): Promise<LoanOffer[]> {
  return request('GET', `/api/recommendations/public/loan/${applicationId}`);
}

export const loanRecommendationsKey = (applicationId: number) => ['loanRecommendations', applicationId] as const;

/** Fetches the offers (step 2) and keeps them in the shared cache for step 4. Errors propagate. */
export async function loadLoanRecommendations(applicationId: number): Promise<LoanOffer[]> {
  const offers = await getLoanRecommendations(applicationId);
  await mutate(loanRecommendationsKey(applicationId), offers, { revalidate: false });
  return offers;
}

export function useLoanRecommendations(applicationId: number | null) {
  return useSWR(applicationId ? loanRecommendationsKey(applicationId) : null, ([, id]) => getLoanRecommendations(id), {
    ...preloaded,
  });
}
