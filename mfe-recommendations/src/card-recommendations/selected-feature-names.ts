import type { FeaturePick } from '../state/recommendations-store';

/** 'Cashback (Groceries, Fuel)': the ranked features, each with the sub-features picked under it. */
export function selectedFeatureNames(picks: readonly FeaturePick[], ranking: readonly number[]): string[] {
  return ranking.flatMap((id) => {
    const feature = picks.find((p) => p.featureId === id && p.parentId === null);
    if (!feature) return [];
    const subs = picks.filter((p) => p.parentId === id).map((p) => p.featureName);
    return [subs.length ? `${feature.featureName} (${subs.join(', ')})` : feature.featureName];
  });
}
