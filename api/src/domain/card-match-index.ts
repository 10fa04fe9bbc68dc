import { matchPercent, rankCards, type CardMatch, type MatchableCard, type RankedPreference } from './card-match.js';

/** Counts an index remembers at most (see `count`). */
const maxCounts = 10_000;

/**
 * The cards of one country, indexed for the match and count rules of card-match.ts: the cards in
 * their tie-break order (incentive desc, productId asc) and, per feature id, a bitset of the cards
 * offering it. Counting is then an AND of at most five bitsets, and ranking a pass over the cards
 * with a counting sort on the match percent, instead of a set lookup per card and feature and a
 * comparison sort. Built once per catalog version (the catalog changes only when replaced).
 * Answers exactly what `rankCards` and `countCardsOfferingAll` answer (test/card-match-index.test.ts).
 */
export class CardMatchIndex<C extends MatchableCard> {
  /** The cards in tie-break order: position i is bit i of every bitset. */
  readonly cards: readonly C[];
  private readonly words: number;
  private readonly offeredBy = new Map<number, Uint32Array>();

  constructor(cards: readonly C[]) {
    this.cards = [...cards].sort((a, b) => b.incentive - a.incentive || a.productId - b.productId);
    this.words = (this.cards.length + 31) >>> 5;
    this.cards.forEach((card, i) => {
      for (const featureId of card.offered) {
        let bits = this.offeredBy.get(featureId);
        if (!bits) this.offeredBy.set(featureId, (bits = new Uint32Array(this.words)));
        bits[i >>> 5] |= 1 << (i & 31);
      }
    });
  }

  /** Counts answered so far, by the ids as given: visitors tick the same few features. */
  private readonly counts = new Map<string, number>();

  /** The count call: cards offering every one of these features (all cards when none is given). */
  count(featureIds: readonly number[]): number {
    const key = featureIds.join(',');
    let count = this.counts.get(key);
    if (count === undefined) {
      count = this.countOfferingAll(featureIds);
      // Bounded: an index lives as long as its catalog, and any list of ids may be asked for.
      if (this.counts.size >= maxCounts) this.counts.clear();
      this.counts.set(key, count);
    }
    return count;
  }

  private countOfferingAll(featureIds: readonly number[]): number {
    if (featureIds.length === 0) return this.cards.length;
    const sets: Uint32Array[] = [];
    for (const id of featureIds) {
      const bits = this.offeredBy.get(id);
      if (!bits) return 0;
      sets.push(bits);
    }
    let total = 0;
    for (let w = 0; w < this.words; w++) {
      let word = sets[0][w];
      for (let s = 1; s < sets.length && word !== 0; s++) word &= sets[s][w];
      total += popcount(word);
    }
    return total;
  }

  /**
   * Cards that match at least one preference, best match first, ties by incentive desc then
   * productId asc: the order of `rankCards`.
   */
  rank(preferences: readonly RankedPreference[]): CardMatch<C>[] {
    const n = preferences.length;
    if (n === 0) return [];
    // Checked input ranks 1..n, each once; anything else takes the plain path.
    const priorities = new Set(preferences.map((p) => p.priority));
    if (n > 20 || priorities.size !== n || ![...priorities].every((p) => Number.isInteger(p) && p >= 1 && p <= n)) {
      return rankCards(this.cards, [...preferences]);
    }
    // Earned weight per card (ranks 1..n weigh n..1), then the percent of each possible weight sum.
    const earned = new Uint8Array(this.cards.length);
    for (const p of preferences) {
      const bits = this.offeredBy.get(p.featureId);
      if (!bits) continue;
      const weight = n + 1 - p.priority;
      for (let w = 0; w < this.words; w++) {
        let word = bits[w];
        while (word !== 0) {
          const low = word & -word;
          earned[(w << 5) + (31 - Math.clz32(low))] += weight;
          word ^= low;
        }
      }
    }
    const maxEarned = (n * (n + 1)) / 2;
    const scoreOf = new Uint8Array(maxEarned + 1);
    for (let e = 1; e <= maxEarned; e++) scoreOf[e] = percentOf(e, n);
    // Counting sort on the score (0..100), stable: within a score the tie-break order stays.
    const perScore = new Uint32Array(101);
    for (let i = 0; i < earned.length; i++) perScore[scoreOf[earned[i]]]++;
    const start = new Uint32Array(101);
    let next = 0;
    for (let score = 100; score >= 1; score--) {
      start[score] = next;
      next += perScore[score];
    }
    const ranked = new Array<CardMatch<C>>(next);
    for (let i = 0; i < earned.length; i++) {
      const score = scoreOf[earned[i]];
      if (score > 0) ranked[start[score]++] = { card: this.cards[i], score };
    }
    return ranked;
  }
}

/** matchPercent of a card offering preferences whose weights (ranks 1..n weigh n..1) sum to `earned`. */
function percentOf(earned: number, n: number): number {
  // Weights 1..n reach every sum up to n(n+1)/2 taking the largest that fits first.
  const preferences = Array.from({ length: n }, (_, i) => ({ featureId: i + 1, priority: i + 1 }));
  const offered = new Set<number>();
  let left = earned;
  for (let weight = n; weight >= 1 && left > 0; weight--) {
    if (weight <= left) {
      offered.add(n + 1 - weight);
      left -= weight;
    }
  }
  return matchPercent(offered, preferences);
}

function popcount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
