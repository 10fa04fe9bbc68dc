import { pointsByFeature, rankCards, type CardMatch, type MatchableCard, type RankedPreference } from './card-match.js';

/**
 * The cards of one country, indexed for the match and count rules of card-match.ts: the cards in
 * their tie-break order (incentive desc, productId asc) and, per feature id, a bitset of the cards
 * offering it. Counting is then an AND of at most five bitsets, and ranking a pass over the cards
 * with a counting sort on the match percent, instead of a set lookup per card and feature and a
 * comparison sort. Built once per catalog version (the catalog changes only when replaced).
 * Answers exactly what `rankCards` and `countCardsOfferingAll` answer (test/domain/card-match-index.test.ts).
 */
export class CardMatchIndex<C extends MatchableCard> {
  /** The cards in tie-break order: position i is bit i of every bitset. */
  readonly cards: readonly C[];
  private readonly words: number;
  private readonly offeredBy = new Map<number, Uint32Array>();
  /** Bit i set when card i is Sharia-compliant. */
  private readonly islamic: Uint32Array;

  constructor(cards: readonly C[]) {
    this.cards = [...cards].sort((a, b) => b.incentive - a.incentive || a.productId - b.productId);
    this.words = (this.cards.length + 31) >>> 5;
    this.islamic = new Uint32Array(this.words);
    this.cards.forEach((card, i) => {
      if (card.islamic) this.islamic[i >>> 5] |= 1 << (i & 31);
      for (const featureId of card.offered) {
        let bits = this.offeredBy.get(featureId);
        if (!bits) this.offeredBy.set(featureId, (bits = new Uint32Array(this.words)));
        bits[i >>> 5] |= 1 << (i & 31);
      }
    });
  }

  /**
   * The count call: cards offering every one of these features (all cards when none is given),
   * only the Sharia-compliant ones with `islamicOnly`. An AND of at most six bitsets of a few
   * hundred words: counted on every call, nothing kept.
   */
  count(featureIds: readonly number[], islamicOnly = false): number {
    if (featureIds.length === 0 && !islamicOnly) return this.cards.length;
    const sets: Uint32Array[] = islamicOnly ? [this.islamic] : [];
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
   * Cards that match at least one preference (every card with `includeUnmatched`, those matching
   * none last), best match first, ties by incentive desc then productId asc: the order of `rankCards`.
   */
  rank(preferences: readonly RankedPreference[], includeUnmatched = false): CardMatch<C>[] {
    const n = preferences.length;
    if (n === 0) return includeUnmatched ? this.cards.map((card) => ({ card, score: 0 })) : [];
    // Checked input ranks 1..n, each once; anything else takes the plain path.
    const priorities = new Set(preferences.map((p) => p.priority));
    const features = new Set(preferences.map((p) => p.featureId));
    if (n > 20 || priorities.size !== n || features.size !== n || ![...priorities].every((p) => Number.isInteger(p) && p >= 1 && p <= n)) {
      return rankCards(this.cards, [...preferences], includeUnmatched);
    }
    // Score per card: the points of each preference it offers (they sum to at most 100).
    const score = new Uint8Array(this.cards.length);
    for (const [featureId, points] of pointsByFeature(preferences)) {
      const bits = this.offeredBy.get(featureId);
      if (!bits || points === 0) continue;
      for (let w = 0; w < this.words; w++) {
        let word = bits[w];
        while (word !== 0) {
          const low = word & -word;
          score[(w << 5) + (31 - Math.clz32(low))] += points;
          word ^= low;
        }
      }
    }
    // Counting sort on the score (0..100), stable: within a score the tie-break order stays.
    const perScore = new Uint32Array(101);
    for (let i = 0; i < score.length; i++) perScore[score[i]]++;
    const lowest = includeUnmatched ? 0 : 1;
    const start = new Uint32Array(101);
    let next = 0;
    for (let s = 100; s >= lowest; s--) {
      start[s] = next;
      next += perScore[s];
    }
    const ranked = new Array<CardMatch<C>>(next);
    for (let i = 0; i < score.length; i++) {
      const s = score[i];
      if (s >= lowest) ranked[start[s]++] = { card: this.cards[i], score: s };
    }
    return ranked;
  }
}

function popcount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
