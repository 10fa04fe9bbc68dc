import { useState } from 'react';
import useSWR from 'swr';
import { productFeaturesKey, type CountryCode, type Feature, type Language } from '@storefront/shared';

/**
 * The Islamic filter's state: on at first when the visitor ranked the catalog's Sharia-compliant
 * feature (they asked for such products), then as the visitor sets it. The features are read from
 * the cache step 3 filled; nothing is fetched for this.
 */
export function useIslamicFilter(countryCode: CountryCode, language: Language, ranking: readonly number[]) {
  const { data: features } = useSWR<Feature[]>(productFeaturesKey(countryCode, language), null);
  const asked = (features ?? []).some((feature) => feature.islamic === true && ranking.includes(feature.featureId));
  const [choice, setChoice] = useState<boolean | null>(null);
  return [choice ?? asked, setChoice] as const;
}
