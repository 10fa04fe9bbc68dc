/**
 * The amount a loan offers a visitor who asked for one: the request, lowered to the market's
 * debt-burden rule and the product's maximum (domain/loan-amount.ts), and why no loan fits
 * (domain/loan-request.ts). Unit cases and fast-check properties.
 */
import fc from 'fast-check';
import { markets } from '@storefront/shared/contract';
import { affordableAmount, cappedAmount, debtBurden, instalmentOf, monthlyRoom, type AmountTerms } from '../../src/domain/loan-amount';
import { loanOffers, type LoanProduct, type LoanProfile } from '../../src/domain/loan-offer';
import { checkRequestedAmount, loanAmounts, loanShortfall } from '../../src/domain/loan-request';
import { DomainError } from '../../src/domain/problem';

const terms = (over: Partial<AmountTerms> = {}): AmountTerms => ({ minAmount: 5_000, maxAmount: 150_000, interestRate: 7.9, rateType: 'reducing', ...over });
const ksa = { debtBurdenCap: markets.sa.maxDebtBurdenPercent / 100 };

describe('the market caps on the debt burden', () => {
  it('are UAE 50 %, KSA 33.33 % and Pakistan 40 %', () => {
    expect([markets.ae.maxDebtBurdenPercent, markets.sa.maxDebtBurdenPercent, markets.pk.maxDebtBurdenPercent]).toEqual([50, 33.33, 40]);
  });
});

describe('cappedAmount', () => {
  // SAR 10,000 a month, SAR 2,000 of commitments: 33.33 % leaves SAR 1,333 a month.
  const visitor = { monthlyIncome: 10_000, monthlyObligations: 2_000, ...ksa };

  it('offers the amount asked for when the rule leaves room for it', () => {
    expect(cappedAmount(terms(), visitor, 24, 1_000, 20_000)).toEqual({ amount: 20_000, limit: 'requested' });
  });

  it('lowers SAR 99,000 to the largest SAR 1,000 whose instalment fits the 33.33 % cap', () => {
    const capped = cappedAmount(terms(), visitor, 36, 1_000, 99_000)!;
    expect(capped.limit).toBe('debtBurden');
    expect(capped.amount).toBeLessThan(99_000);
    expect(capped.amount % 1_000).toBe(0);
    expect(debtBurden(10_000, 2_000, instalmentOf(terms(), capped.amount, 36))).toBeLessThanOrEqual(0.3333);
    expect(debtBurden(10_000, 2_000, instalmentOf(terms(), capped.amount + 1_000, 36))).toBeGreaterThan(0.3333);
  });

  it("lowers a request above the product's maximum to the maximum when the rule allows more", () => {
    const rich = { monthlyIncome: 100_000, monthlyObligations: 0, ...ksa };
    expect(cappedAmount(terms(), rich, 36, 1_000, 400_000)).toEqual({ amount: 150_000, limit: 'productMaximum' });
  });

  it('lends nothing below the minimum, nor without room', () => {
    expect(cappedAmount(terms(), visitor, 24, 1_000, 4_000)).toBeNull();
    expect(cappedAmount(terms(), { ...visitor, monthlyObligations: 3_400 }, 24, 1_000, 20_000)).toBeNull();
    expect(monthlyRoom({ ...visitor, monthlyObligations: 5_000 })).toBe(0);
    expect(monthlyRoom({ ...visitor, monthlyIncome: 0 })).toBe(0);
  });

  const who = fc.record({
    monthlyIncome: fc.integer({ min: 1_000, max: 1_000_000 }),
    monthlyObligations: fc.integer({ min: 0, max: 500_000 }),
    debtBurdenCap: fc.constantFrom(0.5, 0.3333, 0.4),
  });
  const product = fc.record({
    minAmount: fc.integer({ min: 1_000, max: 50_000 }),
    maxAmount: fc.integer({ min: 50_000, max: 5_000_000 }),
    interestRate: fc.double({ min: 0, max: 40, noNaN: true }),
    rateType: fc.constantFrom('flat' as const, 'reducing' as const),
  });
  const tenure = fc.integer({ min: 3, max: 120 });
  const step = fc.constantFrom(1_000, 10_000);
  const requested = fc.option(fc.integer({ min: 1_000, max: 10_000_000 }), { nil: null });

  it("never offers an amount whose instalment takes the debt burden over the market's cap", () => {
    fc.assert(fc.property(product, who, tenure, step, requested, (p, w, n, s, r) => {
      const capped = cappedAmount(p, w, n, s, r);
      if (!capped) return;
      expect(w.monthlyObligations + instalmentOf(p, capped.amount, n)).toBeLessThanOrEqual(w.monthlyIncome * w.debtBurdenCap + 1e-6);
      expect(capped.amount).toBeLessThanOrEqual(Math.min(p.maxAmount, r ?? Infinity));
      expect(capped.amount).toBeGreaterThanOrEqual(p.minAmount);
      if (capped.limit === 'requested') expect(capped.amount).toBe(r ?? NaN);
    }));
  });

  it('never offers less to a visitor who earns more', () => {
    fc.assert(fc.property(product, who, fc.integer({ min: 0, max: 1_000_000 }), tenure, step, requested, (p, w, raise, n, s, r) => {
      const before = cappedAmount(p, w, n, s, r)?.amount ?? 0;
      const after = cappedAmount(p, { ...w, monthlyIncome: w.monthlyIncome + raise }, n, s, r)?.amount ?? 0;
      expect(after).toBeGreaterThanOrEqual(before);
      expect(affordableAmount(p, { ...w, monthlyIncome: w.monthlyIncome + raise }, n, s)).toBeGreaterThanOrEqual(affordableAmount(p, w, n, s));
    }));
  });

  it('never offers more than was asked for, and less only with a limit named', () => {
    fc.assert(fc.property(product, who, tenure, step, fc.integer({ min: 1_000, max: 10_000_000 }), (p, w, n, s, r) => {
      const capped = cappedAmount(p, w, n, s, r);
      if (!capped) return;
      expect(capped.amount).toBeLessThanOrEqual(r);
      expect(capped.limit === 'requested').toBe(capped.amount === r);
    }));
  });
});

const loan = (over: Partial<LoanProduct> = {}): LoanProduct => ({
  productId: 1, productName: 'Cash', organizationName: 'Bank', interestRate: 2.99, rateType: 'flat', processingFeePercent: 1, minProcessingFee: 500,
  minTenure: 12, maxTenure: 60, minAmount: 20_000, maxAmount: 400_000, minMonthlySalary: 5_000, description: 'd', features: [], routingUrl: 'https://x', ...over,
});
const profile = (over: Partial<LoanProfile> = {}): LoanProfile =>
  ({ monthlyIncome: 10_000, monthlyObligations: 2_000, desiredTenure: 36, anyHardStop: false, requestedAmount: null, ...over });

describe('loanOffers for an amount asked for', () => {
  it('offers the request, and says when the KSA cap lowers it', () => {
    const [asked] = loanOffers([loan()], profile({ requestedAmount: 30_000 }), 'sa');
    expect([asked.loanAmount, asked.requestedAmount, asked.amountLimit, asked.loanAmountTxt]).toEqual([30_000, 30_000, 'requested', 'SAR 30,000']);
    // SAR 1,333 a month over 36 months at 2.99 % flat: 1,333 * 36 / 1.0897 = 44,037 -> 44,000.
    const [capped] = loanOffers([loan()], profile({ requestedAmount: 99_000 }), 'sa');
    expect([capped.loanAmount, capped.requestedAmount, capped.amountLimit]).toEqual([44_000, 99_000, 'debtBurden']);
    expect(2_000 + capped.monthlyInstalment).toBeLessThanOrEqual(10_000 * 0.3333);
  });

  it('leaves out a loan whose minimum is above the request', () => {
    expect(loanOffers([loan()], profile({ requestedAmount: 10_000 }), 'sa')).toEqual([]);
  });
});

describe('loanShortfall names why no loan fits', () => {
  const loans = [loan(), loan({ productId: 2, minAmount: 5_000, maxAmount: 150_000, minMonthlySalary: 4_000, interestRate: 7.9, rateType: 'reducing' })];
  it.each([
    ['a hard-stop answer', profile({ anyHardStop: true }), { reason: 'hardStop' }],
    ['an income below every minimum salary', profile({ monthlyIncome: 3_000, monthlyObligations: 0 }), { reason: 'minSalary', lowestMinMonthlySalary: 4_000 }],
    ['commitments over the cap', profile({ monthlyObligations: 5_000 }), { reason: 'debtBurden', maxDebtBurdenPercent: 33.33 }],
    ['a request below every minimum', profile({ requestedAmount: 1_000 }), { reason: 'amountBelowMinimum', lowestMinAmount: 5_000 }],
  ])('%s', (_name, who, expected) => {
    expect(loanShortfall(loans, who, 'sa')).toEqual(expect.objectContaining(expected));
  });

  it('is null when a loan fits', () => {
    expect(loanShortfall(loans, profile({ requestedAmount: 99_000 }), 'sa')).toBeNull();
  });
});

describe('the amounts a market lends', () => {
  it('span the lowest minimum to the highest maximum, and refuse an amount outside them', () => {
    const loans = [loan(), loan({ productId: 2, minAmount: 5_000, maxAmount: 150_000 })];
    expect(loanAmounts(loans, 'sa')).toEqual({ min: 5_000, max: 400_000, step: 1_000, currency: 'SAR' });
    expect(() => checkRequestedAmount(4_999, loans, 'sa')).toThrow(DomainError);
    expect(() => checkRequestedAmount(400_001, loans, 'sa')).toThrow(/lend from SAR 5,000 to SAR 400,000/);
    expect(() => checkRequestedAmount(99_000, loans, 'sa')).not.toThrow();
  });
});
