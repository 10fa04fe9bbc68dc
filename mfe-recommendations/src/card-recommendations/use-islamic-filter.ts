import { useState } from 'react';
import useSWR from 'swr';
import { productFeaturesKey, type CountryCode, type Feature, type Language } from '@storefront/shared';

/**
 * The Islamic filter's state: on at first when the visitor ranked the catalog's Sharia-compliant
 * feature (they asked for such products), then as the visitor sets it. The features are read from
 * the cache step 3 filled; nothing is fetched for this. Once known, the first state stays through a
 * switch of language (the features of the new language need not be in the cache).
 */
export function useIslamicFilter(countryCode: CountryCode, language: Language, ranking: readonly number[]) {
  const { data: features } = useSWR<Feature[]>(productFeaturesKey(countryCode, language), null);
  const [choice, setChoice] = useState<boolean | null>(null);
  if (choice === null && features) {
    setChoice(features.some((feature) => feature.islamic === true && ranking.includes(feature.featureId)));
  }
  return [choice ?? false, setChoice] as const;
}
