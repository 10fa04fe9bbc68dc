import { ProblemError } from './problem.js';

/** Spec section 9. */
export const minFeaturesToSelect = 3;
export const maxFeaturesToSelect = 5;

export interface RankedPreference {
  featureId: number;
  /** 1 is the most important. */
  priority: number;
}

export interface MatchableCard {
  productId: number;
  incentive: number;
  /**
   * What the card offers, expanded by `offeredFeatures`: the features and sub-features it lists
   * plus the parent of every listed sub-feature.
   */
  offered: ReadonlySet<number>;
}

/**
 * Sub-features count toward their feature: a card that lists 'Cashback on groceries' also offers
 * 'Cashback'. The reverse does not hold: a card that lists only 'Cashback' does not offer the
 * particular sub-feature 'Cashback on groceries'.
 */
export function offeredFeatures(listed: Iterable<number>, parentOf: ReadonlyMap<number, number | null>): Set<number> {
  const offered = new Set<number>();
  for (const id of listed) {
    offered.add(id);
    const parent = parentOf.get(id);
    if (parent != null) offered.add(parent);
  }
  return offered;
}

/** Priorities must be exactly 1..n with n from 3 to 5, each feature once. */
export function checkPreferences(preferences: RankedPreference[]): void {
  const n = preferences.length;
  if (n < minFeaturesToSelect || n > maxFeaturesToSelect) {
    throw new ProblemError(400, 'Feature Selection', `Select at least ${minFeaturesToSelect} and up to ${maxFeaturesToSelect} features (got ${n}).`, 'invalid-preferences');
  }
  const priorities = new Set(preferences.map((p) => p.priority));
  const features = new Set(preferences.map((p) => p.featureId));
  const ranked = [...priorities].every((p) => p >= 1 && p <= n);
  if (priorities.size !== n || !ranked) {
    throw new ProblemError(400, 'Feature Selection', `preferences[].priority must rank the ${n} features 1 to ${n}, each once.`, 'invalid-preferences');
  }
  if (features.size !== n) {
    throw new ProblemError(400, 'Feature Selection', 'preferences[].featureId must not repeat a feature.', 'invalid-preferences');
  }
}

/**
 * Match percent of one card: preferences ranked 1..n weigh n..1, and the card scores its share of
 * the total weight held by the preferences it offers:
 *
 *   match = round(100 * sum(weight of offered preferences) / (n * (n + 1) / 2))
 *
 * e.g. 5 preferences (weights 5,4,3,2,1; total 15) of which the card offers ranks 1, 2 and 4:
 * (5 + 4 + 2) / 15 = 73.3 -> 73. Only a card offering every preference scores 100.
 */
export function matchPercent(offered: ReadonlySet<number>, preferences: RankedPreference[]): number {
  const n = preferences.length;
  if (n === 0) return 0;
  const total = (n * (n + 1)) / 2;
  let earned = 0;
  for (const p of preferences) if (offered.has(p.featureId)) earned += n + 1 - p.priority;
  const percent = Math.round((100 * earned) / total);
  return earned < total ? Math.min(percent, 99) : 100;
}

export interface CardMatch<C extends MatchableCard> {
  card: C;
  score: number;
}

/**
 * Cards that match at least one preference, best first; ties broken by the larger incentive, then
 * the smaller productId, so the order (and paging) is stable.
 */
export function rankCards<C extends MatchableCard>(cards: readonly C[], preferences: RankedPreference[]): CardMatch<C>[] {
  return cards
    .map((card) => ({ card, score: matchPercent(card.offered, preferences) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || b.card.incentive - a.card.incentive || a.card.productId - b.card.productId);
}

/** The count call: cards offering every selected feature (all cards when none is selected). */
export function countCardsOfferingAll(cards: readonly MatchableCard[], featureIds: number[]): number {
  return cards.filter((card) => featureIds.every((id) => card.offered.has(id))).length;
}
