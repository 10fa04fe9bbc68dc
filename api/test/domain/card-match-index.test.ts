/** The catalog's card index answers exactly what the plain match and count rules answer. */
import { countCardsOfferingAll, offeredFeatures, rankCards, type RankedPreference } from '../../src/domain/card-match';
import { CardMatchIndex } from '../../src/domain/card-match-index';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('CardMatchIndex', () => {
  // Features 1..12, sub-features 101..124 (two per feature).
  const parentOf = new Map<number, number | null>();
  for (let f = 1; f <= 12; f++) {
    parentOf.set(f, null);
    parentOf.set(100 + 2 * f - 1, f);
    parentOf.set(100 + 2 * f, f);
  }
  const ids = [...parentOf.keys()];

  function catalog(seed: number, size: number) {
    const next = random(seed);
    return Array.from({ length: size }, (_, i) => {
      const listed = ids.filter(() => next() < 0.15);
      // Few distinct incentives, so that ties on score and incentive are common and productId decides.
      return {
        productId: 1000 + ((i * 7919) % (size * 3)),
        incentive: Math.floor(next() * 4) * 100,
        offered: offeredFeatures(listed, parentOf),
      };
    });
  }

  function preferencesOf(next: () => number, n: number): RankedPreference[] {
    const pool = [...ids];
    const picked = Array.from({ length: n }, () => pool.splice(Math.floor(next() * pool.length), 1)[0]);
    // Given in any order: priority says the rank.
    return picked.map((featureId, i) => ({ featureId, priority: i + 1 })).sort(() => next() - 0.5);
  }

  it.each([
    [1, 0],
    [2, 1],
    [3, 31],
    [4, 32],
    [5, 33],
    [6, 700],
    [7, 2500],
  ])('ranks and counts like the plain rules (seed %i, %i cards)', (seed, size) => {
    const cards = catalog(seed, size);
    const index = new CardMatchIndex(cards);
    const next = random(seed * 31);
    for (let run = 0; run < 60; run++) {
      const prefs = preferencesOf(next, 3 + (run % 3));
      expect(index.rank(prefs)).toEqual(rankCards(cards, prefs));
      const featureIds = prefs.slice(0, run % 6).map((p) => p.featureId);
      expect(index.count(featureIds)).toBe(countCardsOfferingAll(cards, featureIds));
    }
    expect(index.count([])).toBe(size);
    expect(index.count([999_999])).toBe(0);
    expect(index.rank([])).toEqual([]);
  });

  it('falls back to the plain rule for preferences that do not rank 1..n', () => {
    const cards = catalog(9, 50);
    const odd = [
      { featureId: 1, priority: 1 },
      { featureId: 2, priority: 1 },
      { featureId: 3, priority: 4 },
    ];
    expect(new CardMatchIndex(cards).rank(odd)).toEqual(rankCards(cards, odd));
  });
});
