/**
 * The cost engine: instalments, APR, totals and Key Facts, against examples worked by hand in the
 * test, and properties over many generated loans.
 */
import fc from 'fast-check';
import { flatInstalment, monthlyInstalment, principalFor, reducingInstalment } from '../../src/domain/costs/amortisation';
import { aprFromCashFlows, aprOfLoan, effectiveAnnualRate, flatToReducingApr, monthlyIrr } from '../../src/domain/costs/apr';
import { loanFigures, processingFee } from '../../src/domain/costs/loan-figures';
import { cardKeyFacts, keyFactsOf, loanKeyFacts, type LoanFactsInput } from '../../src/domain/costs/key-figures';
import { eligibleAmount, loanOffers, offeredTenures, type LoanProduct, type LoanProfile } from '../../src/domain/loan-offer';
import { quoteLoan } from '../../src/domain/loan-quote';

/** Repays `instalment` each month on a balance charged `yearlyPercent / 12` a month; what is left after `months`. */
function balanceAfter(principal: number, yearlyPercent: number, instalment: number, months: number): number {
  let balance = principal;
  for (let m = 0; m < months; m++) balance = balance * (1 + yearlyPercent / 1200) - instalment;
  return balance;
}

describe('instalments', () => {
  it('amortises a reducing-rate loan to nothing in its tenure', () => {
    // 100,000 at 12 % a year for 12 months: r = 0.01, instalment = P r / (1 - (1 + r)^-12).
    const r = 0.01;
    const expected = (100_000 * r) / (1 - 1 / Math.pow(1 + r, 12));
    const instalment = reducingInstalment(100_000, 12, 12);
    expect(instalment).toBeCloseTo(expected, 9);
    // The schedule worked month by month leaves no balance, and one cent less a month would leave some.
    expect(balanceAfter(100_000, 12, instalment, 12)).toBeCloseTo(0, 6);
    expect(balanceAfter(100_000, 12, instalment - 0.01, 12)).toBeGreaterThan(0.1);
    expect(reducingInstalment(12_000, 0, 12)).toBe(1000);
  });

  it('charges a flat rate on the whole amount for the whole tenure', () => {
    // 10,000 at 5 % flat for 24 months: 10,000 x 5 % x 2 years = 1,000 of interest, 11,000 in 24 parts.
    const interest = 10_000 * 0.05 * 2;
    expect(flatInstalment(10_000, 5, 24)).toBeCloseTo((10_000 + interest) / 24, 9);
    expect(monthlyInstalment(10_000, 5, 24, 'flat')).toBeCloseTo(458.333333, 5);
  });

  it('finds the principal an instalment repays, for both rate types', () => {
    for (const type of ['flat', 'reducing'] as const) {
      const instalment = monthlyInstalment(50_000, 7.5, 36, type);
      expect(principalFor(instalment, 7.5, 36, type)).toBeCloseTo(50_000, 6);
    }
  });
});

describe('APR from the cash flows', () => {
  it('is 12 times the monthly rate that equates the amount received with the payments', () => {
    // Receive 1,000, repay 1,100 a month later: 10 % a month, 120 % a year.
    expect(aprFromCashFlows(1_000, [1_100])).toBeCloseTo(120, 8);
    // Receive 990 (1,000 less a fee of 10), repay 1,010: i = 1010 / 990 - 1.
    expect(aprOfLoan(1_000, 10, 1_010, 1)).toBeCloseTo(12 * (1010 / 990 - 1) * 100, 8);
    // Two payments p: A = p x + p x^2 with x = 1 / (1 + i), so x = (-p + sqrt(p^2 + 4 p A)) / 2p.
    const [A, p] = [1_900, 1_000];
    const x = (-p + Math.sqrt(p * p + 4 * p * A)) / (2 * p);
    expect(monthlyIrr(A, [p, p])).toBeCloseTo(1 / x - 1, 10);
  });

  it('equals the reducing rate without a fee and exceeds it with one', () => {
    const instalment = reducingInstalment(100_000, 12, 24);
    expect(aprOfLoan(100_000, 0, instalment, 24)).toBeCloseTo(12, 8);
    expect(aprOfLoan(100_000, 1_000, instalment, 24)).toBeGreaterThan(12.9);
  });

  it('states a flat rate as its reducing equivalent: equal over one month, near twice over long tenures', () => {
    expect(flatToReducingApr(6, 1)).toBeCloseTo(6, 9);
    // While the flat interest stays small, reducing ~ flat x 2n / (n + 1): the flat rate charges the
    // whole amount all along, the reducing rate only what is still owed, on average about half.
    for (const months of [12, 60, 120]) {
      expect(flatToReducingApr(0.1, months) / 0.1).toBeCloseTo((2 * months) / (months + 1), 1);
    }
    // A usual flat rate over the usual tenures: between 1.8 and 2 times the flat rate.
    for (const months of [12, 24, 48, 60]) {
      const ratio = flatToReducingApr(3.49, months) / 3.49;
      expect(ratio).toBeGreaterThan(1.8);
      expect(ratio).toBeLessThan(2);
    }
  });

  it('compounds to an effective yearly rate above the APR', () => {
    // 12 % a year nominal is 1 % a month, (1.01)^12 - 1 = 12.68 % effective.
    expect(effectiveAnnualRate(12)).toBeCloseTo((Math.pow(1.01, 12) - 1) * 100, 9);
  });
});

describe('loan figures', () => {
  const pricing = { interestRate: 12, rateType: 'reducing' as const, processingFeePercent: 1, minProcessingFee: 500, maxProcessingFee: 2_500 };

  it('keeps the processing fee between its minimum and maximum', () => {
    expect(processingFee(12_000, pricing)).toBe(500); // 1 % is 120, below the minimum
    expect(processingFee(120_000, pricing)).toBe(1_200);
    expect(processingFee(500_000, pricing)).toBe(2_500); // 1 % is 5,000, above the maximum
    expect(processingFee(80_000, { processingFeePercent: 0, minProcessingFee: 750, maxProcessingFee: 750 })).toBe(750);
  });

  it('adds the instalments and the fee into the total repayable and the cost of credit', () => {
    const figures = loanFigures(pricing, 120_000, 24);
    const instalment = Math.round(reducingInstalment(120_000, 12, 24) * 100) / 100;
    expect(figures.monthlyInstalment).toBe(instalment);
    expect(figures.processingFee).toBe(1_200);
    expect(figures.totalRepayable).toBeCloseTo(24 * instalment + 1_200, 2);
    expect(figures.totalCostOfCredit).toBeCloseTo(24 * instalment + 1_200 - 120_000, 2);
    // The APR of receiving 118,800 against 24 instalments of the exact amount.
    expect(figures.apr).toBeCloseTo(aprOfLoan(120_000, 1_200, reducingInstalment(120_000, 12, 24), 24), 2);
    expect(figures.apr).toBeGreaterThan(12);
    expect(figures).toMatchObject({ rateType: 'reducing', interest: 12 });
  });
});

const loan = (over: Partial<LoanProduct> = {}): LoanProduct => ({
  productId: 7, productName: 'Quick Loan', organizationName: 'Desert Rose Islamic Bank', interestRate: 4.25, rateType: 'flat',
  processingFeePercent: 0, minProcessingFee: 500, maxProcessingFee: 500, minTenure: 6, maxTenure: 36, minAmount: 5_000, maxAmount: 150_000,
  description: 'd', features: [], routingUrl: 'https://bank.example', islamic: true, minMonthlySalary: 5_000, ...over,
});
const profile = (over: Partial<LoanProfile> = {}): LoanProfile => ({ monthlyIncome: 10_000, monthlyObligations: 2_000, desiredTenure: 24, anyHardStop: false, ...over });

describe('loan offers and quotes', () => {
  it('offers the eligible amount with its APR, totals, ranges and eligible amount per tenure', () => {
    const [offer] = loanOffers([loan()], profile(), 'ae');
    // Room 10,000 / 2 - 2,000 = 3,000 a month; at 4.25 % flat over 24 months, 3,000 x 24 / 1.085 = 66,359 -> 66,000.
    expect(offer.loanAmount).toBe(Math.floor((3_000 * 24) / (1 + 0.0425 * 2) / 1_000) * 1_000);
    expect(offer).toMatchObject({ loanTenure: 24, rateType: 'flat', interest: 4.25, processingFee: 500, islamic: true, minMonthlySalary: 5_000, amountStep: 1_000 });
    expect(offer.apr).toBeGreaterThan(flatToReducingApr(4.25, 24));
    expect(offer.totalRepayable).toBeCloseTo(24 * offer.monthlyInstalment + 500, 2);
    expect(offer.tenureLimits.map((t) => t.tenure)).toEqual([6, 12, 18, 24, 30, 36]);
    expect(offer.tenureLimits.find((t) => t.tenure === 24)!.maxAmount).toBe(offer.loanAmount);
    expect(offer.keyFacts.facts.map((f) => f.id).slice(0, 4)).toEqual(['apr', 'monthlyInstalment', 'totalRepayable', 'totalCostOfCredit']);
  });

  it('leaves out a product whose minimum salary is above the income', () => {
    expect(loanOffers([loan({ minMonthlySalary: 15_000 })], profile(), 'ae')).toEqual([]);
  });

  it('quotes the figures of the offer engine and refuses choices outside the product or the eligibility', () => {
    const product = loan();
    const quote = quoteLoan(product, profile(), 'ae', 30_000, 12);
    expect(quote).toMatchObject({ ...loanFigures(product, 30_000, 12), amount: 30_000, tenure: 12, currency: 'AED', eligibleAmount: eligibleAmount(product, profile(), 12, 'ae') });
    expect(() => quoteLoan(product, profile(), 'ae', 30_000, 48)).toThrow(/6 to 36 months/);
    expect(() => quoteLoan(product, profile(), 'ae', 1_000, 12)).toThrow(/from AED 5,000 to AED 150,000/);
    expect(() => quoteLoan(product, profile(), 'ae', 100_000, 6)).toThrow(/most you can borrow over 6 months is AED \d/);
  });

  it('offers the range ends and every 6 months between as tenures', () => {
    expect(offeredTenures({ minTenure: 6, maxTenure: 48 })).toEqual([6, 12, 18, 24, 30, 36, 42, 48]);
    expect(offeredTenures({ minTenure: 10, maxTenure: 25 })).toEqual([10, 12, 18, 24, 25]);
  });
});

describe('Key Facts', () => {
  const card = {
    productId: 1, productName: 'Falcon Islamic Gold', organizationName: 'Falcon National Bank', islamic: true,
    costs: { annualFee: 300, firstYearFeeWaived: true, purchaseRate: 33.48, cashAdvanceRate: 44.28, latePaymentFee: 230, foreignTransactionFeePercent: 2.99, minMonthlySalary: 5_000, welcomeOffer: null },
  };

  it("states a card's costs first, in plain figures", () => {
    const facts = cardKeyFacts(card, 'AED');
    expect(facts).toMatchObject({ productId: 1, productType: 'Card', islamic: true, currency: 'AED' });
    expect(facts.facts.map((f) => [f.label, f.value])).toEqual([
      ['Annual fee', 'AED 300'],
      ['Annual fee, first year', 'AED 0 (waived)'],
      ['Profit rate (yearly)', '33.48%'],
      ['Cash advance rate (yearly)', '44.28%'],
      ['Late payment fee', 'AED 230'],
      ['Foreign transaction fee', '2.99% of the amount'],
      ['Minimum monthly salary', 'AED 5,000'],
      ['Type', 'Islamic (Sharia-compliant)'],
    ]);
    expect(cardKeyFacts({ ...card, islamic: false }, 'AED').facts[2].label).toBe('Purchase APR (yearly)');
  });

  it("states a loan's APR, instalment and totals for one amount and tenure", () => {
    const input: LoanFactsInput = { ...loan(), islamic: false, rateType: 'reducing', interestRate: 12, minMonthlySalary: 8_000 };
    const figures = loanFigures(input, 120_000, 24);
    const values = Object.fromEntries(loanKeyFacts(input, 120_000, 24, 'SAR').facts.map((f) => [f.id, f.value]));
    expect(values.monthlyInstalment).toBe(`SAR ${figures.monthlyInstalment.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(values.apr).toBe(`${figures.apr}%`);
    expect(values).toMatchObject({ amount: 'SAR 120,000', tenure: '24 months', processingFee: 'SAR 500', financeType: 'Conventional' });
  });

  it("finds a product's sheet in its catalog, a loan's for its smallest amount over its longest tenure", () => {
    const input: LoanFactsInput = { ...loan(), islamic: true, minMonthlySalary: 5_000 };
    const catalog = { currency: 'PKR', cards: [card], loans: [input] };
    expect(keyFactsOf(catalog, 1)?.productType).toBe('Card');
    const sheet = keyFactsOf(catalog, 7)!;
    expect(sheet.facts.find((f) => f.id === 'amount')!.value).toBe('PKR 5,000');
    expect(sheet.facts.find((f) => f.id === 'tenure')!.value).toBe('36 months');
    expect(sheet.facts.find((f) => f.id === 'rate')!.label).toBe('Profit rate (flat, yearly)');
    expect(keyFactsOf(catalog, 99)).toBeUndefined();
  });
});

describe('properties', () => {
  const rateType = fc.constantFrom('flat' as const, 'reducing' as const);
  const principal = fc.integer({ min: 1_000, max: 5_000_000 });
  const rate = fc.double({ min: 0, max: 60, noNaN: true });
  const months = fc.integer({ min: 1, max: 120 });

  it('instalment x months is at least the principal', () => {
    fc.assert(fc.property(principal, rate, months, rateType, (p, r, n, type) => monthlyInstalment(p, r, n, type) * n >= p * (1 - 1e-12)), { numRuns: 500 });
  });

  it('APR is at least the nominal reducing rate when a fee is charged, and equals it without one', () => {
    const fee = fc.integer({ min: 1, max: 5_000 });
    fc.assert(
      fc.property(principal, fc.double({ min: 0.5, max: 40, noNaN: true }), fc.integer({ min: 1, max: 60 }), fee, (p, r, n, f) => {
        fc.pre(f < p / 2);
        const instalment = reducingInstalment(p, r, n);
        expect(aprOfLoan(p, 0, instalment, n)).toBeCloseTo(r, 6);
        return aprOfLoan(p, f, instalment, n) > r;
      }),
    );
  });

  it("a flat rate's reducing APR equals it over 1 month and lies between it and twice it beyond", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 30, noNaN: true }), fc.integer({ min: 2, max: 120 }), (flat, n) => {
        expect(flatToReducingApr(flat, 1)).toBeCloseTo(flat, 6);
        const apr = flatToReducingApr(flat, n);
        return apr > flat && apr < 2 * flat;
      }),
    );
  });

  it('the eligible amount keeps the debt burden within half the income, in round steps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3_000, max: 100_000 }), fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 6, max: 36 }), rateType, (income, obligations, tenure, type) => {
        const product = loan({ rateType: type, minMonthlySalary: 0 });
        const amount = eligibleAmount(product, profile({ monthlyIncome: income, monthlyObligations: obligations }), tenure, 'ae');
        if (amount === 0) return true;
        const instalment = monthlyInstalment(amount, product.interestRate, tenure, type);
        return amount % 1_000 === 0 && obligations + instalment <= income / 2 + 1e-9 && amount >= product.minAmount && amount <= product.maxAmount;
      }),
    );
  });
});
