/**
 * What steps 3 and 4 share inside this remote: the picked features (in the order they were picked),
 * the visitor's ranking and the cards loaded so far. The exposed steps are mounted one at a time by
 * the shell, so this lives outside React. It belongs to one application: a new applicationId
 * (a new journey) starts from empty.
 */
import { useSyncExternalStore } from 'react';
import type { CardRecommendation } from '@storefront/shared';

/** A picked feature or sub-feature. */
export interface FeaturePick {
  featureId: number;
  featureName: string;
  imageUrl: string;
  /** The top-level feature of a sub-feature; null for a top-level feature. */
  parentId: number | null;
}

export interface RecommendationsState {
  applicationId: number | null;
  /** Every pick, oldest first. */
  picks: readonly FeaturePick[];
  /** Selected top-level feature ids, most important first. */
  ranking: readonly number[];
  cards: readonly CardRecommendation[];
  /** The last page of cards asked for; null before the first. */
  lastPage: number | null;
}

const emptyState: RecommendationsState = Object.freeze({
  applicationId: null,
  picks: [],
  ranking: [],
  cards: [],
  lastPage: null,
});

let state: RecommendationsState = emptyState;
const listeners = new Set<() => void>();

function stateFor(applicationId: number | null): RecommendationsState {
  return applicationId !== null && state.applicationId === applicationId ? state : emptyState;
}

export function getRecommendationsState(applicationId: number | null): RecommendationsState {
  return stateFor(applicationId);
}

/** Writes for one application; a different id than the stored one drops the old journey first. */
export function updateRecommendations(
  applicationId: number,
  change: (current: RecommendationsState) => Partial<RecommendationsState>,
): void {
  const current = stateFor(applicationId);
  state = { ...current, ...change(current), applicationId };
  listeners.forEach((listener) => listener());
}

export function resetRecommendationsStore(): void {
  state = emptyState;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecommendationsState(applicationId: number | null): RecommendationsState {
  return useSyncExternalStore(subscribe, () => stateFor(applicationId));
}
