/**
 * The selection rules of step 3 as pure functions.
 *
 * What counts toward the 3..5: top-level features. A feature is selected when it or any of its
 * sub-features is picked; picking a sub-feature therefore also picks its feature (so the feature's
 * box shows checked), and unpicking a feature drops its sub-features with it. Sub-features refine
 * a feature; they never add to the count.
 */
import { maxFeatures, type Feature, type SubFeature } from '@storefront/shared';
import type { FeaturePick } from '../state/recommendations-store';

/** Active features of productType Card, with only their active sub-features. */
export function cardFeatures(features: readonly Feature[] | undefined): Feature[] {
  return (features ?? [])
    .filter((f) => f.active === 'Y' && f.productType === 'Card')
    .map((f) => ({ ...f, subFeatures: (f.subFeatures ?? []).filter((s) => s.active === 'Y') }));
}

/** Selected top-level feature ids, in the order they were first picked. */
export function selectedFeatureIds(picks: readonly FeaturePick[]): number[] {
  const ids: number[] = [];
  for (const pick of picks) {
    const id = pick.parentId ?? pick.featureId;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

export const isPicked = (picks: readonly FeaturePick[], featureId: number) =>
  picks.some((p) => p.featureId === featureId);

const asPick = (item: SubFeature, parentId: number | null): FeaturePick => ({
  featureId: item.featureId,
  featureName: item.featureName,
  imageUrl: item.imageUrl,
  parentId,
});

export type ToggleResult = { type: 'applied'; picks: FeaturePick[] } | { type: 'limit' };

/** Toggles a feature (parent null) or a sub-feature of `parent`; refuses a sixth feature. */
export function togglePick(picks: readonly FeaturePick[], item: SubFeature, parent: Feature | null): ToggleResult {
  if (isPicked(picks, item.featureId)) {
    const dropped = (p: FeaturePick) => p.featureId === item.featureId || (!parent && p.parentId === item.featureId);
    return { type: 'applied', picks: picks.filter((p) => !dropped(p)) };
  }
  const added = [...picks];
  if (parent && !isPicked(picks, parent.featureId)) added.push(asPick(parent, null));
  added.push(asPick(item, parent ? parent.featureId : null));
  return selectedFeatureIds(added).length > maxFeatures ? { type: 'limit' } : { type: 'applied', picks: added };
}

/** Keeps the visitor's order for features still selected; new ones go last. */
export function syncRanking(ranking: readonly number[], picks: readonly FeaturePick[]): number[] {
  const selected = selectedFeatureIds(picks);
  return [...ranking.filter((id) => selected.includes(id)), ...selected.filter((id) => !ranking.includes(id))];
}
