import { useMemo } from 'react';
import { useProductFeatures, type CountryCode, type Language } from '@storefront/shared';
import type { FeaturePick } from '../state/recommendations-store';

/**
 * The picks named as the feature list names them now: the list follows the visitor's language,
 * while a pick keeps the name it had when it was picked. Until the list is in, the picks' own names.
 */
export function usePickNames(
  countryCode: CountryCode,
  language: Language,
  picks: readonly FeaturePick[],
): readonly FeaturePick[] {
  const { data: features } = useProductFeatures(countryCode, language);
  return useMemo(() => {
    if (!features) return picks;
    const names = new Map(features.flatMap((feature) => [feature, ...(feature.subFeatures ?? [])]).map((f) => [f.featureId, f.featureName]));
    return picks.map((pick) => {
      const name = names.get(pick.featureId);
      return name && name !== pick.featureName ? { ...pick, featureName: name } : pick;
    });
  }, [features, picks]);
}
