import useSWR, { mutate } from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { ProductType, Question } from '../types';

export function getQuestions(productType: ProductType): Promise<Question[]> {
  return request('GET', '/api/questions/public', { query: { productType } });
}

export const questionsKey = (productType: ProductType, countryCode: string) =>
  ['questions', productType, countryCode] as const;

/** Loads the questions ahead of step 2 into the shared cache; a failure stays in the cache for step 2 to show. */
export function loadQuestions(productType: ProductType, countryCode: string): Promise<Question[] | undefined> {
  return mutate(questionsKey(productType, countryCode), getQuestions(productType), { revalidate: false }).catch(
    () => undefined,
  );
}

export function useQuestions(productType: ProductType | null, countryCode: string) {
  return useSWR(productType ? questionsKey(productType, countryCode) : null, ([, type]) => getQuestions(type), {
    ...preloaded,
  });
}
