import { features } from '../../test-support/fixtures';
import { cardFeatures, selectedFeatureIds, syncRanking, togglePick } from '../selection';
import type { FeaturePick } from '../../state/recommendations-store';

const byId = (id: number) => cardFeatures(features).find((f) => f.featureId === id)!;

function pickAll(ids: number[]): FeaturePick[] {
  return ids.reduce<FeaturePick[]>((picks, id) => {
    const result = togglePick(picks, byId(id), null);
    if (result.type !== 'applied') throw new Error('refused');
    return result.picks;
  }, []);
}

describe('selection rules', () => {
  it('keeps active Card features and their active sub-features only', () => {
    const kept = cardFeatures(features);
    expect(kept.map((f) => f.featureId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(kept[0].subFeatures.map((s) => s.featureId)).toEqual([11, 12]);
  });

  it('counts a feature once however many of its sub-features are picked', () => {
    const cashback = byId(1);
    let picks: FeaturePick[] = [];
    for (const sub of cashback.subFeatures) {
      const result = togglePick(picks, sub, cashback);
      if (result.type === 'applied') picks = result.picks;
    }
    expect(picks.map((p) => p.featureId)).toEqual([1, 11, 12]);
    expect(selectedFeatureIds(picks)).toEqual([1]);
  });

  it('refuses a sixth feature', () => {
    const picks = pickAll([1, 2, 3, 4, 5]);
    expect(togglePick(picks, byId(6), null)).toEqual({ type: 'limit' });
    expect(togglePick(picks, byId(3).subFeatures[0], byId(3)).type).toBe('applied');
  });

  it('keeps the ranking of features still selected and appends new ones', () => {
    const picks = pickAll([1, 2, 4]);
    expect(syncRanking([4, 3, 1], picks)).toEqual([4, 1, 2]);
  });
});
