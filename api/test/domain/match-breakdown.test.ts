/**
 * Why a card has its match percent: the points of each ranked pick, which add up to the percent
 * the ranking sorts on, in the plain ranking and in the index that serves the filter call.
 */
import fc from 'fast-check';
import { matchPoints } from '@storefront/shared/contract';
import { matchBreakdown, matchPercent, rankCards, type MatchableCard, type RankedPreference } from '../../src/domain/card-match';
import { CardMatchIndex } from '../../src/domain/card-match-index';

describe('points per ranked pick', () => {
  it.each([1, 2, 3, 4, 5, 7, 20])('%i picks: whole points within one of the exact share, summing to 100, never more for a lower rank', (n) => {
    const points = matchPoints(n);
    const total = (n * (n + 1)) / 2;
    expect(points.reduce((a, b) => a + b, 0)).toBe(100);
    points.forEach((p, i) => {
      expect(Math.abs(p - (100 * (n - i)) / total)).toBeLessThan(1);
      if (i > 0) expect(p).toBeLessThanOrEqual(points[i - 1]);
    });
  });

  it('explains a card meeting ranks 1, 2 and 4 of 5 as 33 + 27 + 13 = 73', () => {
    const preferences = [10, 20, 30, 40, 50].map((featureId, i) => ({ featureId, priority: i + 1 }));
    const names = new Map([[10, 'Cashback'], [20, 'Airport lounge access'], [30, 'Golf privileges'], [40, 'No annual fee'], [50, 'Dining discounts']]);
    const why = matchBreakdown(new Set([10, 20, 40]), preferences, (id) => names.get(id)!);
    expect(why.items.map((i) => [i.featureName, i.met, i.points])).toEqual([
      ['Cashback', true, 33], ['Airport lounge access', true, 27], ['Golf privileges', false, 0], ['No annual fee', true, 13], ['Dining discounts', false, 0],
    ]);
    expect([why.percent, why.meetsNone]).toEqual([73, false]);
    expect(matchBreakdown(new Set([99]), preferences)).toMatchObject({ percent: 0, meetsNone: true });
    expect(matchPercent(new Set([10, 20, 30, 40, 50]), preferences)).toBe(100);
  });
});

describe('the ranking and its breakdown agree', () => {
  const featurePool = Array.from({ length: 12 }, (_, i) => i + 1);
  const cardArb = fc.record({
    incentive: fc.integer({ min: 0, max: 5 }),
    islamic: fc.boolean(),
    offered: fc.uniqueArray(fc.constantFrom(...featurePool), { maxLength: 8 }),
  });
  const cardsArb = fc.array(cardArb, { minLength: 1, maxLength: 80 }).map((cards) =>
    cards.map((c, i): MatchableCard => ({ productId: i + 1, incentive: c.incentive, islamic: c.islamic, offered: new Set(c.offered) })),
  );
  const preferencesArb = fc
    .uniqueArray(fc.constantFrom(...featurePool), { minLength: 3, maxLength: 5 })
    .map((ids): RankedPreference[] => ids.map((featureId, i) => ({ featureId, priority: i + 1 })));

  it('every score is the sum of its breakdown points, and the index ranks as the plain rule does', () => {
    fc.assert(
      fc.property(cardsArb, preferencesArb, fc.boolean(), (cards, preferences, includeUnmatched) => {
        const plain = rankCards(cards, preferences, includeUnmatched);
        const indexed = new CardMatchIndex(cards).rank(preferences, includeUnmatched);
        expect(indexed.map((m) => [m.card.productId, m.score])).toEqual(plain.map((m) => [m.card.productId, m.score]));
        for (const { card, score } of indexed) {
          const why = matchBreakdown(card.offered, preferences);
          expect([why.percent, why.items.reduce((sum, i) => sum + i.points, 0), why.meetsNone]).toEqual([score, score, score === 0]);
        }
        expect(indexed.length).toBe(includeUnmatched ? cards.length : cards.filter((c) => preferences.some((p) => c.offered.has(p.featureId))).length);
      }),
      { numRuns: 200 },
    );
  });

  it('counts the Sharia-compliant cards offering every pick', () => {
    fc.assert(
      fc.property(cardsArb, fc.uniqueArray(fc.constantFrom(...featurePool), { maxLength: 3 }), (cards, picks) => {
        const index = new CardMatchIndex(cards);
        const offeringAll = cards.filter((c) => picks.every((id) => c.offered.has(id)));
        expect(index.count(picks, true)).toBe(offeringAll.filter((c) => c.islamic).length);
        expect(index.count(picks)).toBe(offeringAll.length);
      }),
      { numRuns: 200 },
    );
  });
});
