/** The pure engines, with hand-computed examples. */
import { defaultPromoCode } from '@storefront/shared/contract';
import { parsePromoCode } from '../../src/domain/promo';
import { clientRiskProfile, creditScore } from '../../src/domain/credit-score';
import { checkPreferences, countCardsOfferingAll, matchPercent, offeredFeatures, rankCards } from '../../src/domain/card-match';
import { loanOffers, monthlyInstalment, principalFor, type LoanProduct } from '../../src/domain/loan-offer';
import { countryFromHeader, wholeAmount } from '../../src/domain/country';
import { backoffMs } from '../../src/mail/worker';

describe('promo code', () => {
  it('defaults to 1-1-other and reads the location from the second part', () => {
    expect(defaultPromoCode).toBe('1-1-other');
    expect(parsePromoCode('')).toEqual({ merchantId: 1, locationId: 1, label: 'other', code: '1-1-other' });
    expect(parsePromoCode('  2-11-DubaiMall ')).toEqual({ merchantId: 2, locationId: 11, label: 'dubaimall', code: '2-11-dubaimall' });
  });
  it('rejects malformed codes', () => {
    for (const bad of ['abc', '1-1', '1-x-other', '0-1-other', '1-1-other-extra', "1-1-o'--"]) expect(parsePromoCode(bad)).toBeNull();
  });
});

describe('credit score', () => {
  const questions = [
    { questionId: 1, optionPoints: [20, 15, 0] },
    { questionId: 2, optionPoints: [5, 10, 15, 20] },
    { questionId: 3, optionPoints: [10, 0] },
  ]; // max 50
  it('is the share of the maximum points, rounded', () => {
    // (15 + 10 + 10) / 50 = 70
    expect(creditScore(questions, [
      { questionId: 1, points: 15, hardStop: false }, { questionId: 2, points: 10, hardStop: false }, { questionId: 3, points: 10, hardStop: false },
    ])).toBe(70);
    // unanswered questions count 0: 20 / 50 = 40
    expect(creditScore(questions, [{ questionId: 1, points: 20, hardStop: false }])).toBe(40);
    // (20 + 20 + 10) / 50
    expect(creditScore(questions, [
      { questionId: 1, points: 20, hardStop: false }, { questionId: 2, points: 20, hardStop: false }, { questionId: 3, points: 10, hardStop: false },
    ])).toBe(100);
    expect(creditScore([], [])).toBe(0);
    // answers to questions outside the set are ignored: 1/3 of 50 = 16.7 -> 17 is not reached here
    expect(creditScore(questions, [{ questionId: 9, points: 50, hardStop: false }])).toBe(0);
  });
  it('derives the risk profile', () => {
    expect(clientRiskProfile(95, false)).toBe('Low');
    expect(clientRiskProfile(80, false)).toBe('Low');
    expect(clientRiskProfile(79, false)).toBe('Medium');
    expect(clientRiskProfile(60, false)).toBe('Medium');
    expect(clientRiskProfile(59, false)).toBe('High');
    expect(clientRiskProfile(95, true)).toBe('High');
  });
});

describe('card match', () => {
  // Feature 10 has sub-features 11 and 12.
  const parentOf = new Map<number, number | null>([[10, null], [11, 10], [12, 10], [20, null], [30, null], [40, null], [50, null]]);
  const card = (productId: number, incentive: number, listed: number[]) => ({ productId, incentive, offered: offeredFeatures(listed, parentOf) });
  const five = [
    { featureId: 10, priority: 1 }, { featureId: 20, priority: 2 }, { featureId: 30, priority: 3 },
    { featureId: 40, priority: 4 }, { featureId: 50, priority: 5 },
  ];

  it('weighs ranks n..1 and scores the offered share', () => {
    // offers ranks 1, 2 and 4: (5 + 4 + 2) / 15 = 73.3
    expect(matchPercent(card(1, 0, [11, 20, 40]).offered, five)).toBe(73);
    // only the last: 1 / 15 = 6.7
    expect(matchPercent(card(1, 0, [50]).offered, five)).toBe(7);
    expect(matchPercent(card(1, 0, [10, 20, 30, 40, 50]).offered, five)).toBe(100);
    // three preferences, weights 3, 2, 1: rank 2 only is 2 / 6
    expect(matchPercent(card(1, 0, [20]).offered, five.slice(0, 3))).toBe(33);
  });

  it('counts a sub-feature toward its parent, not the reverse', () => {
    const prefs = [{ featureId: 10, priority: 1 }, { featureId: 11, priority: 2 }, { featureId: 20, priority: 3 }];
    expect(matchPercent(card(1, 0, [12]).offered, prefs)).toBe(50); // parent only: 3 / 6
    expect(matchPercent(card(1, 0, [11]).offered, prefs)).toBe(83); // parent and sub: 5 / 6
    expect(matchPercent(card(1, 0, [10]).offered, prefs)).toBe(50); // listing the parent does not offer sub 11
  });

  it('orders best first, then larger incentive, then smaller productId, and drops 0 %', () => {
    const prefs = five.slice(0, 3);
    const ranked = rankCards([card(5, 0, [20]), card(4, 100, [20]), card(3, 100, [20]), card(2, 0, [10, 20, 30]), card(1, 0, [99])], prefs);
    expect(ranked.map((m) => [m.card.productId, m.score])).toEqual([[2, 100], [3, 33], [4, 33], [5, 33]]);
  });

  it('counts cards offering every feature', () => {
    const cards = [card(1, 0, [11, 20]), card(2, 0, [12]), card(3, 0, [30])];
    expect(countCardsOfferingAll(cards, [10])).toBe(2);
    expect(countCardsOfferingAll(cards, [10, 20])).toBe(1);
    expect(countCardsOfferingAll(cards, [])).toBe(3);
  });

  it('accepts 3 to 5 preferences ranked 1..n', () => {
    expect(() => checkPreferences(five)).not.toThrow();
    expect(() => checkPreferences(five.slice(0, 2))).toThrow(/at least 3/);
    expect(() => checkPreferences([...five.slice(0, 2), { featureId: 30, priority: 5 }])).toThrow(/priority/);
    expect(() => checkPreferences([...five.slice(0, 2), { featureId: 10, priority: 3 }])).toThrow(/repeat/);
  });
});

describe('loan offers', () => {
  it('computes the amortised instalment', () => {
    // 100,000 at 12 % a year over 12 months: r = 0.01, 100000 * 0.01 / (1 - 1.01^-12) = 8,884.88
    expect(monthlyInstalment(100_000, 12, 12)).toBeCloseTo(8884.88, 2);
    expect(monthlyInstalment(12_000, 0, 12)).toBe(1000);
    // inverse: 8,884.88 a month for 12 months at 12 % repays 100,000
    expect(principalFor(8884.88, 12, 12)).toBeCloseTo(100_000, 0);
  });

  const product = (over: Partial<LoanProduct>): LoanProduct => ({
    productId: 1, productName: 'Cash', organizationName: 'Bank', interestRate: 12, processingFeePercent: 1, minProcessingFee: 500,
    minTenure: 6, maxTenure: 48, minAmount: 10_000, maxAmount: 500_000, description: 'd', features: [], routingUrl: 'https://x', ...over,
  });

  it('caps the amount so that the debt-burden ratio stays at 50 %', () => {
    // income 20,000, obligations 4,000: room 6,000 a month; 24 months at 12 %: 6000 * (1 - 1.01^-24) / 0.01 = 127,460.2 -> 127,000
    const [offer] = loanOffers([product({})], { monthlyIncome: 20_000, monthlyObligations: 4_000, desiredTenure: 24, anyHardStop: false }, 'ae');
    expect(offer.loanAmount).toBe(127_000);
    expect(offer.loanAmountTxt).toBe('AED 127,000');
    expect(offer.loanTenure).toBe(24);
    // 1.01^24 = 1.269735; 127,000 * 0.01 / (1 - 1 / 1.269735) = 5,978.33
    expect(offer.monthlyInstalment).toBeCloseTo(5978.33, 2);
    expect(4_000 + offer.monthlyInstalment).toBeLessThanOrEqual(10_000);
    expect(offer.processingFee).toBe(1270);
    expect(offer.currency).toBe('AED');
  });

  it("caps by Pakistan's 40 % debt burden and the product maximum, clamps the tenure, rounds PKR to 10,000 and sorts", () => {
    const offers = loanOffers(
      [product({ productId: 1, maxAmount: 50_000 }), product({ productId: 2, maxTenure: 12, minAmount: 100_000, maxAmount: 2_000_000 }), product({ productId: 3, interestRate: 24 })],
      { monthlyIncome: 200_000, monthlyObligations: 20_000, desiredTenure: 36, anyHardStop: false }, 'pk',
    );
    // room 40 % of 200,000 less 20,000 = 60,000 a month. #2: 12 months at 12 % buys 60,000 * 11.2551 = 675,303 -> 670,000;
    // #3: 36 months at 24 % buys 60,000 * 25.4888 = 1,529,328, capped at 500,000; #1 is capped at 50,000.
    expect(offers.map((o) => [o.productId, o.loanAmount, o.loanTenure])).toEqual([[2, 670_000, 12], [3, 500_000, 36], [1, 50_000, 36]]);
    expect(offers.map((o) => o.amountLimit)).toEqual(['debtBurden', 'productMaximum', 'productMaximum']);
    for (const o of offers) expect(o.loanAmount % 10_000).toBe(0);
    expect(offers[0].loanAmountTxt).toMatch(/^PKR /);
  });

  it('offers nothing after a hard stop or without room', () => {
    expect(loanOffers([product({})], { monthlyIncome: 20_000, monthlyObligations: 1_000, desiredTenure: 24, anyHardStop: true }, 'sa')).toEqual([]);
    expect(loanOffers([product({})], { monthlyIncome: 10_000, monthlyObligations: 5_000, desiredTenure: 24, anyHardStop: false }, 'sa')).toEqual([]);
    // room 100 a month buys less than the 10,000 minimum
    expect(loanOffers([product({})], { monthlyIncome: 10_000, monthlyObligations: 4_900, desiredTenure: 24, anyHardStop: false }, 'sa')).toEqual([]);
  });
});

describe('country and money', () => {
  it('reads X-Country-Key', () => {
    expect(countryFromHeader(undefined)).toBe('pk');
    expect(countryFromHeader('AE')).toBe('ae');
    expect(countryFromHeader('sa')).toBe('sa');
    expect(() => countryFromHeader('FR')).toThrow(/X-Country-Key/);
  });
  it('formats amounts in the country currency', () => {
    expect(wholeAmount(45000, 'ae')).toBe('AED 45,000');
    expect(wholeAmount(1250000, 'pk')).toBe('PKR 1,250,000');
    expect(wholeAmount(999.6, 'sa')).toBe('SAR 1,000');
  });
});

describe('outbox backoff', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((a) => backoffMs(a, 1000, 5000))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});
