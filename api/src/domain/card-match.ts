import { matchPoints, maxFeatures, minFeatures, type MatchBreakdown } from '@storefront/shared/contract';
import { DomainError } from './problem.js';

export interface RankedPreference {
  featureId: number;
  /** 1 is the most important. */
  priority: number;
}

export interface MatchableCard {
  productId: number;
  incentive: number;
  /** Sharia-compliant: what the Islamic filter keeps. */
  islamic?: boolean;
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
  if (n < minFeatures || n > maxFeatures) {
    throw new DomainError('invalid', 'feature.selection-invalid', 'Feature Selection', `Select at least ${minFeatures} and up to ${maxFeatures} features (got ${n}).`, 'invalid-preferences');
  }
  const priorities = new Set(preferences.map((p) => p.priority));
  const features = new Set(preferences.map((p) => p.featureId));
  const ranked = [...priorities].every((p) => p >= 1 && p <= n);
  if (priorities.size !== n || !ranked) {
    throw new DomainError('invalid', 'feature.selection-invalid', 'Feature Selection', `preferences[].priority must rank the ${n} features 1 to ${n}, each once.`, 'invalid-preferences');
  }
  if (features.size !== n) {
    throw new DomainError('invalid', 'feature.selection-invalid', 'Feature Selection', 'preferences[].featureId must not repeat a feature.', 'invalid-preferences');
  }
}

/**
 * The points each ranked preference is worth, by feature id: rank k of n is worth
 * matchPoints(n)[k - 1] percentage points (the contract's rule: ranks 1..n weigh n..1, shares of
 * 100 rounded by the largest remainder so that they sum to exactly 100).
 */
export function pointsByFeature(preferences: readonly RankedPreference[]): Map<number, number> {
  const points = matchPoints(preferences.length);
  return new Map(preferences.map((p) => [p.featureId, points[p.priority - 1] ?? 0]));
}

/**
 * Why a card has its match percent: each preference (most important first), whether the card
 * offers it and the points it adds. The percent is the sum of those points, so the figures shown
 * always add up, and it is the score the ranking sorts on (card-match-index.ts adds the same points).
 *
 * e.g. 5 preferences (worth 33, 27, 20, 13, 7) of which the card offers ranks 1, 2 and 4:
 * 33 + 27 + 13 = 73. Only a card offering every preference scores 100, one offering none 0.
 */
export function matchBreakdown(
  offered: ReadonlySet<number>,
  preferences: readonly RankedPreference[],
  featureName: (featureId: number) => string = () => '',
): MatchBreakdown {
  const worth = pointsByFeature(preferences);
  const items = [...preferences]
    .sort((a, b) => a.priority - b.priority)
    .map((p) => {
      const met = offered.has(p.featureId);
      const points = worth.get(p.featureId) ?? 0;
      return { featureId: p.featureId, featureName: featureName(p.featureId), priority: p.priority, met, worth: points, points: met ? points : 0 };
    });
  const percent = items.reduce((sum, item) => sum + item.points, 0);
  return { percent, meetsNone: !items.some((item) => item.met), items };
}

/** Match percent of one card: the sum of the points of the preferences it offers (matchBreakdown). */
export function matchPercent(offered: ReadonlySet<number>, preferences: RankedPreference[]): number {
  return matchBreakdown(offered, preferences).percent;
}

export interface CardMatch<C extends MatchableCard> {
  card: C;
  score: number;
}

/** The order of a ranking: best match first, then the larger incentive, then the smaller productId. */
export const byMatch = <C extends MatchableCard>(a: CardMatch<C>, b: CardMatch<C>): number =>
  b.score - a.score || b.card.incentive - a.card.incentive || a.card.productId - b.card.productId;

/**
 * Cards that match at least one preference (or every card with `includeUnmatched`, those
 * matching none last), best first; ties broken by the larger incentive, then the smaller
 * productId, so the order (and paging) is stable. Nothing else orders the cards: what a bank pays
 * the storefront is not part of a card here.
 */
export function rankCards<C extends MatchableCard>(cards: readonly C[], preferences: RankedPreference[], includeUnmatched = false): CardMatch<C>[] {
  return cards
    .map((card) => ({ card, score: matchPercent(card.offered, preferences) }))
    .filter((m) => includeUnmatched || m.score > 0)
    .sort(byMatch);
}

/** The count call: cards offering every selected feature (all cards when none is selected). */
export function countCardsOfferingAll(cards: readonly MatchableCard[], featureIds: number[]): number {
  return cards.filter((card) => featureIds.every((id) => card.offered.has(id))).length;
}
