import useSWR, { mutate } from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { Feature } from '../types';

export function getProductFeatures(): Promise<Feature[]> {
  return request('GET', '/api/productFeatures/public');
}

export const productFeaturesKey = (countryCode: string) => ['productFeatures', countryCode] as const;

/** Loads the features ahead of step 3 into the shared cache. */
export function loadProductFeatures(countryCode: string): Promise<Feature[] | undefined> {
  return mutate(productFeaturesKey(countryCode), getProductFeatures(), { revalidate: false }).catch(() => undefined);
}

export function useProductFeatures(countryCode: string) {
  return useSWR(productFeaturesKey(countryCode), getProductFeatures, preloaded);
}
