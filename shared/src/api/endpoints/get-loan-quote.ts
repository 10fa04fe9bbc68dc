import useSWR from 'swr';
import { request } from '../client';
import type { LoanQuote, LoanQuoteQuery, PublicId } from '../types';
import type { Language } from '../../contract/languages';

/**
 * GET /api/loan-quotes/public/{applicationId}: a loan's figures (instalment, APR, fee, totals) for
 * an amount and tenure the visitor chose, computed by the API. A 422 problem says why a choice is
 * refused (tenure outside the product's range, amount above what the visitor may borrow over it).
 */
export function getLoanQuote(applicationId: PublicId, query: LoanQuoteQuery, language?: Language): Promise<LoanQuote> {
  return request('GET', `/api/loan-quotes/public/${applicationId}`, {
    query: { productId: query.productId, amount: query.amount, tenure: query.tenure },
    withAccessToken: true,
    language,
  });
}

/** The quote's texts are in the language asked for: a switch asks for it again. */
export const loanQuoteKey = (applicationId: PublicId, language: Language, query: LoanQuoteQuery) =>
  ['loanQuote', applicationId, language, query.productId, query.amount, query.tenure] as const;

/**
 * The quote for a choice, or none while `query` is null. Pass a debounced choice (the figures
 * follow a slider): each distinct choice is fetched once and kept, and the previous figures stay
 * shown while the next ones load.
 */
export function useLoanQuote(applicationId: PublicId | null, language: Language, query: LoanQuoteQuery | null) {
  return useSWR(
    applicationId && query ? loanQuoteKey(applicationId, language, query) : null,
    ([, id, lang, productId, amount, tenure]) => getLoanQuote(id, { productId, amount, tenure }, lang),
    { keepPreviousData: true, revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}
