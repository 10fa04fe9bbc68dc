import useSWR, { mutate } from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { Feature } from '../types';
import type { Language } from '../../contract/languages';

export function getProductFeatures(language?: Language): Promise<Feature[]> {
  return request('GET', '/api/productFeatures/public', { language });
}

/** The features' names are in the language asked for: a switch asks for them again. */
export const productFeaturesKey = (countryCode: string, language: Language) =>
  ['productFeatures', countryCode, language] as const;

/** Loads the features ahead of step 3 into the shared cache. */
export function loadProductFeatures(countryCode: string, language: Language): Promise<Feature[] | undefined> {
  return mutate(productFeaturesKey(countryCode, language), getProductFeatures(language), { revalidate: false }).catch(
    () => undefined,
  );
}

export function useProductFeatures(countryCode: string, language: Language) {
  return useSWR(productFeaturesKey(countryCode, language), ([, , lang]) => getProductFeatures(lang), preloaded);
}
