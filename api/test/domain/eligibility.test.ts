import fc from 'fast-check';
import { employmentTypes, minimumOutcomeSample, spendingCategories, type CriterionResult, type MonthlySpending } from '@storefront/shared/contract';
import {
  approvalOdds, assessCriteria, eligibilityFor, marketDebtBurdenPercent, profileOf, type ProductCriteria, type VisitorProfile,
} from '../../src/domain/eligibility';
import { monthlyRewards, yearlyValue, type CardRewards } from '../../src/domain/card-value';
import { orderCardResults } from '../../src/domain/card-results';

const card: ProductCriteria = { minMonthlySalary: 15000, employment: ['salaried', 'selfEmployed'], minAge: 21, residency: 'resident', salaryTransfer: false };
const inBand = (from: number, to: number | null): VisitorProfile => ({
  income: { from, to }, employment: 'salaried', age: { from: 26, to: 60 }, residency: 'resident',
});
const statusOf = (results: CriterionResult[], criterion: CriterionResult['criterion']) => results.find((r) => r.criterion === criterion)?.status;

describe('eligibility of a product for the visitor the answers describe', () => {
  it('misses a salary floor above the top of the visitor’s income band, and the odds are Unlikely', () => {
    const result = eligibilityFor(card, inBand(5000, 10000), 'ae');
    expect(statusOf(result.criteria, 'minMonthlySalary')).toBe('missed');
    expect(result).toMatchObject({ qualifies: false, odds: 'Unlikely' });
  });

  it('meets a salary floor at or below the bottom of the band, and every criterion met reads Likely', () => {
    const result = eligibilityFor(card, inBand(20000, 40000), 'ae');
    expect(result.criteria.every((c) => c.status === 'met')).toBe(true);
    expect(result).toMatchObject({ qualifies: true, odds: 'Likely' });
  });

  it('cannot tell for a floor inside the band: the card stays a fit with Possible odds', () => {
    const result = eligibilityFor(card, inBand(10000, 20000), 'ae');
    expect(statusOf(result.criteria, 'minMonthlySalary')).toBe('unknown');
    expect(result).toMatchObject({ qualifies: true, odds: 'Possible' });
  });

  it('misses an employment type the bank does not accept, residency for a visitor living abroad, and salary transfer for the self-employed', () => {
    const profile: VisitorProfile = { ...inBand(20000, 40000), employment: 'retired' };
    expect(statusOf(assessCriteria(card, profile, 'sa'), 'employment')).toBe('missed');
    const nationals = (residency: VisitorProfile['residency']) => statusOf(assessCriteria({ ...card, residency: 'national' }, { ...inBand(20000, 40000), residency }, 'sa'), 'residency');
    expect([nationals('national'), nationals('resident'), nationals('nonResident')]).toEqual(['met', 'unknown', 'missed']);
    const transfer = assessCriteria({ ...card, salaryTransfer: true }, { ...inBand(20000, 40000), employment: 'selfEmployed' }, 'sa');
    expect(statusOf(transfer, 'salaryTransfer')).toBe('missed');
  });

  it('weighs existing monthly payments against each market’s cap: UAE 50 %, KSA 33.33 %, Pakistan 40 %', () => {
    expect([marketDebtBurdenPercent('ae'), marketDebtBurdenPercent('sa'), marketDebtBurdenPercent('pk')]).toEqual([50, 33.33, 40]);
    // Paying at least 4,000 on 10,000 at most: 40 %.
    const paying = { ...inBand(5000, 10000), obligations: { from: 4000, to: null } };
    const burden = (country: 'ae' | 'sa' | 'pk') => statusOf(assessCriteria({ ...card, minMonthlySalary: 0 }, paying, country), 'maxDebtBurden');
    expect(burden('ae')).toBe('unknown');
    expect(burden('sa')).toBe('missed');
    expect(burden('pk')).toBe('missed');
    const light = { ...inBand(10000, 20000), obligations: { from: 0, to: 2000 } };
    expect(statusOf(assessCriteria(card, light, 'sa'), 'maxDebtBurden')).toBe('met');
  });

  it('reads the profile from the facts of the chosen options', () => {
    expect(profileOf([{ employment: 'salaried' }, { incomeFrom: 5000, incomeTo: 10000 }, { ageFrom: 61 }, { residency: 'national' }])).toEqual({
      employment: 'salaried', income: { from: 5000, to: 10000 }, age: { from: 61, to: null }, residency: 'national',
    });
  });
});

describe('approval odds', () => {
  const allMet = assessCriteria(card, inBand(20000, 40000), 'ae');

  it('read the observed approval rate of similar applications only from a sample of 30 and name it', () => {
    expect(approvalOdds(allMet, { approved: 2, decided: minimumOutcomeSample - 1 })).toEqual({ odds: 'Likely' });
    expect(approvalOdds(allMet, { approved: 3, decided: 30 })).toEqual({ odds: 'Unlikely', basedOnApplications: 30 });
    expect(approvalOdds(allMet, { approved: 12, decided: 30 })).toEqual({ odds: 'Possible', basedOnApplications: 30 });
    expect(approvalOdds(allMet, { approved: 40, decided: 50 })).toEqual({ odds: 'Likely', basedOnApplications: 50 });
  });

  const band = fc.option(fc.tuple(fc.nat(100000), fc.option(fc.nat(100000))).map(([from, extra]) => ({ from, to: extra === null ? null : from + extra })), { nil: undefined });
  const profile: fc.Arbitrary<VisitorProfile> = fc.record({
    income: band, age: fc.option(fc.tuple(fc.integer({ min: 16, max: 80 }), fc.nat(40)).map(([from, span]) => ({ from, to: from + span })), { nil: undefined }),
    obligations: band,
    employment: fc.option(fc.constantFrom(...employmentTypes), { nil: undefined }),
    residency: fc.option(fc.constantFrom('national' as const, 'resident' as const, 'nonResident' as const), { nil: undefined }),
  });
  const criteria: fc.Arbitrary<ProductCriteria> = fc.record({
    minMonthlySalary: fc.nat(60000), employment: fc.subarray([...employmentTypes].filter((e) => e !== 'notEmployed')),
    minAge: fc.integer({ min: 18, max: 30 }), residency: fc.constantFrom('resident' as const, 'national' as const), salaryTransfer: fc.boolean(),
  });
  const observed = fc.option(fc.nat(200).chain((decided) => fc.record({ decided: fc.constant(decided), approved: fc.nat(decided) })), { nil: undefined });

  it('are never Likely when a criterion is missed, whatever partners reported', () => {
    fc.assert(fc.property(criteria, profile, fc.constantFrom('ae' as const, 'sa' as const, 'pk' as const), observed, (c, p, country, seen) => {
      const result = eligibilityFor(c, p, country, seen);
      if (result.criteria.some((r) => r.status === 'missed')) {
        expect(result.odds).toBe('Unlikely');
        expect(result.qualifies).toBe(false);
      }
    }));
  });
});

describe('yearly value of a card for a spending profile', () => {
  const spending = fc.record(Object.fromEntries(spendingCategories.map((c) => [c, fc.nat(50000)])) as Record<keyof MonthlySpending, fc.Arbitrary<number>>);
  const rates = fc.record(Object.fromEntries(spendingCategories.map((c) => [c, fc.integer({ min: 0, max: 10 })])) as Record<keyof MonthlySpending, fc.Arbitrary<number>>);
  const rewards: fc.Arbitrary<CardRewards> = fc.record({
    unit: fc.constantFrom('cashback' as const, 'points' as const), rates, pointValue: fc.constantFrom(0.002, 0.01, 0.05),
    monthlyCap: fc.option(fc.nat(2000), { nil: undefined }),
    categoryCaps: fc.option(fc.record({ dining: fc.nat(300) }, { requiredKeys: [] }), { nil: undefined }),
  });

  it('is 12 months of cashback within its caps less the annual fee', () => {
    const cashback: CardRewards = { unit: 'cashback', rates: { groceries: 5, dining: 3, fuel: 2, travel: 1, online: 2, other: 1 }, categoryCaps: { groceries: 75 } };
    const month = { groceries: 2000, dining: 1000, fuel: 500, travel: 0, online: 500, other: 1000 };
    // 75 (100 capped) + 30 + 10 + 0 + 10 + 10 = 135 a month.
    expect(monthlyRewards(cashback, month)).toBeCloseTo(135);
    expect(yearlyValue(cashback, 300, month, true)).toMatchObject({ rewards: 1620, annualFee: 300, amount: 1320, defaultSpending: true });
  });

  it('never falls when the visitor spends more in any category', () => {
    fc.assert(fc.property(rewards, fc.nat(2000), spending, fc.constantFrom(...spendingCategories), fc.nat(50000), (r, fee, month, category, more) => {
      const before = yearlyValue(r, fee, month, false).amount;
      const after = yearlyValue(r, fee, { ...month, [category]: month[category] + more }, false).amount;
      expect(after).toBeGreaterThanOrEqual(before);
    }));
  });
});

describe('order of the card results', () => {
  const result = fc.record({
    qualifies: fc.boolean(), amount: fc.integer({ min: -5000, max: 20000 }), annualFee: fc.nat(3000), purchaseRate: fc.integer({ min: 0, max: 45 }),
  });
  it('never puts a card the visitor does not qualify for above one they do, whatever the order chosen', () => {
    fc.assert(fc.property(fc.array(result, { maxLength: 30 }), fc.constantFrom('match' as const, 'value' as const, 'fee' as const, 'apr' as const), (items, sort) => {
      const ordered = orderCardResults(items.map((r, rank) => ({
        rank, eligibility: { qualifies: r.qualifies }, yearlyValue: { amount: r.amount }, annualFee: r.annualFee, purchaseRate: r.purchaseRate,
      })), sort);
      const firstMiss = ordered.findIndex((r) => !r.eligibility.qualifies);
      if (firstMiss >= 0) expect(ordered.slice(firstMiss).every((r) => !r.eligibility.qualifies)).toBe(true);
      // Best match first within each group by default.
      if (sort === 'match') for (let i = 1; i < ordered.length; i++) {
        if (ordered[i].eligibility.qualifies === ordered[i - 1].eligibility.qualifies) expect(ordered[i].rank).toBeGreaterThan(ordered[i - 1].rank);
      }
    }));
  });
});
