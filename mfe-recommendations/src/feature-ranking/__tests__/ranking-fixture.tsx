import { screen, within } from '@testing-library/react';
import { renderStep } from '@storefront/shared/testing';
import CardFeatureStep from '../../exposed/card-feature-step';
import { resetRecommendationsStore, updateRecommendations, type FeaturePick } from '../../state/recommendations-store';
import { applicationId, seed } from '../../test-support/fixtures';

export const pick = (featureId: number, featureName: string, parentId: number | null = null): FeaturePick => ({
  featureId,
  featureName,
  imageUrl: `${featureId}.png`,
  parentId,
});

/** For beforeEach: the application's picks in the store, Cashback, Reward Points and Travel Insurance ranked in that order. */
export function startRanking(picks: FeaturePick[]): void {
  // react-sortable-hoc needs findDOMNode (why React 18 is pinned); React's dev warning about it is expected.
  const consoleError = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('findDOMNode')) consoleError(...args);
  });
  resetRecommendationsStore();
  updateRecommendations(applicationId, () => ({ picks, ranking: [1, 2, 4] }));
}

/** Step 3's second sub-step, prioritizing. */
export const renderRanking = () => renderStep(<CardFeatureStep />, { seed, position: { step: 3, subStep: 1 } });

/** Each row as 'number name'. */
export function rowOrder(): string[] {
  return within(screen.getByRole('list', { name: '' }))
    .getAllByRole('listitem')
    .filter((li) => li.classList.contains('rec-rank-row'))
    .map((li) => `${li.querySelector('.rec-rank-number')!.textContent} ${li.querySelector('.rec-rank-name')!.textContent}`);
}
