import useSWR, { mutate } from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { ProductType, Question } from '../types';
import type { Language } from '../../contract/languages';

export function getQuestions(productType: ProductType, language?: Language): Promise<Question[]> {
  return request('GET', '/api/questions/public', { query: { productType }, language });
}

/** The questions' texts are in the language asked for: a switch asks for them again. */
export const questionsKey = (productType: ProductType, countryCode: string, language: Language) =>
  ['questions', productType, countryCode, language] as const;

/** Loads the questions ahead of step 2 into the shared cache; a failure stays in the cache for step 2 to show. */
export function loadQuestions(productType: ProductType, countryCode: string, language: Language): Promise<Question[] | undefined> {
  return mutate(questionsKey(productType, countryCode, language), getQuestions(productType, language), {
    revalidate: false,
  }).catch(() => undefined);
}

export function useQuestions(productType: ProductType | null, countryCode: string, language: Language) {
  return useSWR(
    productType ? questionsKey(productType, countryCode, language) : null,
    ([, type, , lang]) => getQuestions(type, lang),
    preloaded,
  );
}
