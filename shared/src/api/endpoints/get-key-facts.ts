import useSWR from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { KeyFacts, KeyFactsQuery } from '../types';

/**
 * GET /api/key-facts/public/{productId}: a product's Key Facts sheet, costs first. For a loan, the
 * figures of `example` (default: the product's smallest amount over its longest tenure). Needs no
 * application: the sheet is reachable on its own page.
 */
export function getKeyFacts(productId: number, example: KeyFactsQuery = {}): Promise<KeyFacts> {
  return request('GET', `/api/key-facts/public/${productId}`, { query: { amount: example.amount, tenure: example.tenure } });
}

export const keyFactsKey = (productId: number, example: KeyFactsQuery = {}) =>
  ['keyFacts', productId, example.amount, example.tenure] as const;

export function useKeyFacts(productId: number | null, example: KeyFactsQuery = {}) {
  return useSWR(
    productId ? keyFactsKey(productId, example) : null,
    ([, id, amount, tenure]) => getKeyFacts(id, { amount, tenure }),
    preloaded,
  );
}
