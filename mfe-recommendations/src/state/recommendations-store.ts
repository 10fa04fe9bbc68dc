/**
 * What steps 3 and 4 share inside this remote: the picked features (in the order they were picked),
 * the visitor's ranking and the cards loaded so far. The exposed steps are mounted one at a time by
 * the shell, so this lives outside React, kept with the rest of the journey (step-state): a
 * refresh, a restored tab or this remote loaded again after a crash finds it as it was. It belongs
 * to one application: a new applicationId (a new journey) starts from empty.
 */
import { useSyncExternalStore } from 'react';
import {
  defineStepState,
  isLanguage,
  isRecord,
  sessionKeys,
  subscribeStepState,
  type CardRecommendation,
  type Language,
  type PublicId,
} from '@storefront/shared';

/** A picked feature or sub-feature. */
export interface FeaturePick {
  featureId: number;
  featureName: string;
  imageUrl: string;
  /** The top-level feature of a sub-feature; null for a top-level feature. */
  parentId: number | null;
}

export interface RecommendationsState {
  applicationId: PublicId | null;
  /** Every pick, oldest first. */
  picks: readonly FeaturePick[];
  /** Selected top-level feature ids, most important first. */
  ranking: readonly number[];
  cards: readonly CardRecommendation[];
  /** The last page of cards asked for; null before the first. */
  lastPage: number | null;
  /** The language the API wrote the cards in (their names and features); null when not known. */
  cardsLanguage?: Language | null;
}

const emptyState: RecommendationsState = Object.freeze({
  applicationId: null,
  picks: [],
  ranking: [],
  cards: [],
  lastPage: null,
});

const isPick = (value: unknown): value is FeaturePick =>
  isRecord(value) &&
  typeof value.featureId === 'number' &&
  typeof value.featureName === 'string' &&
  typeof value.imageUrl === 'string' &&
  (value.parentId === null || typeof value.parentId === 'number');

const stored = defineStepState<RecommendationsState>(sessionKeys.recommendations, {
  empty: emptyState,
  accept: (value): value is RecommendationsState =>
    isRecord(value) &&
    typeof value.applicationId === 'string' &&
    Array.isArray(value.picks) &&
    value.picks.every(isPick) &&
    Array.isArray(value.ranking) &&
    value.ranking.every((id) => typeof id === 'number') &&
    Array.isArray(value.cards) &&
    value.cards.every(isRecord) &&
    (value.lastPage === null || typeof value.lastPage === 'number') &&
    (value.cardsLanguage === undefined || value.cardsLanguage === null || isLanguage(value.cardsLanguage)),
});

function stateFor(applicationId: PublicId | null): RecommendationsState {
  const state = stored.read();
  return applicationId !== null && state.applicationId === applicationId ? state : emptyState;
}

export function getRecommendationsState(applicationId: PublicId | null): RecommendationsState {
  return stateFor(applicationId);
}

/** Writes for one application; a different id than the stored one drops the old journey first. */
export function updateRecommendations(
  applicationId: PublicId,
  change: (current: RecommendationsState) => Partial<RecommendationsState>,
): void {
  const current = stateFor(applicationId);
  stored.write({ ...current, ...change(current), applicationId });
}

export function resetRecommendationsStore(): void {
  stored.write(emptyState);
}

export function useRecommendationsState(applicationId: PublicId | null): RecommendationsState {
  return useSyncExternalStore(subscribeStepState, () => stateFor(applicationId));
}
