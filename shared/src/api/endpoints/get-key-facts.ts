import useSWR from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { KeyFacts, KeyFactsQuery } from '../types';
import type { Language } from '../../contract/languages';

/**
 * GET /api/key-facts/public/{productId}: a product's Key Facts sheet, costs first. For a loan, the
 * figures of `example` (default: the product's smallest amount over its longest tenure). Needs no
 * application: the sheet is reachable on its own page.
 */
export function getKeyFacts(productId: number, example: KeyFactsQuery = {}, language?: Language): Promise<KeyFacts> {
  return request('GET', `/api/key-facts/public/${productId}`, {
    query: { amount: example.amount, tenure: example.tenure },
    language,
  });
}

/** The sheet's texts are in the language asked for: a switch asks for it again. */
export const keyFactsKey = (productId: number, language: Language, example: KeyFactsQuery = {}) =>
  ['keyFacts', productId, language, example.amount, example.tenure] as const;

export function useKeyFacts(productId: number | null, language: Language, example: KeyFactsQuery = {}) {
  return useSWR(
    productId ? keyFactsKey(productId, language, example) : null,
    ([, id, lang, amount, tenure]) => getKeyFacts(id, { amount, tenure }, lang),
    preloaded,
  );
}
