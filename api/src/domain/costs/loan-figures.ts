/**
 * A loan's figures for one amount and tenure, as offers, quotes, Key Facts and the confirmation
 * mail state them:
 *
 * - monthly instalment: amortisation.ts, rounded to cents;
 * - processing fee: a percent of the amount (rounded to whole units) kept between a minimum and a
 *   maximum, or a fixed amount (percent 0, minimum = maximum); paid once, at disbursal;
 * - total repayable: every instalment (as shown, in cents) plus the processing fee;
 * - total cost of credit: total repayable less the amount borrowed (interest or profit, and fees);
 * - APR: apr.ts, from the amount less the fee against the instalments, rounded to 2 decimals.
 */
import { monthlyInstalment, type RateType } from './amortisation.js';
import { aprOfLoan } from './apr.js';

export interface ProcessingFeeRule {
  /** Percent of the amount. */
  processingFeePercent: number;
  minProcessingFee: number;
  /** No cap when absent. */
  maxProcessingFee?: number | null;
}

export interface LoanPricing extends ProcessingFeeRule {
  /** Yearly rate, percent, of type `rateType`. */
  interestRate: number;
  /** Reducing when absent. */
  rateType?: RateType;
}

export interface LoanFigures {
  rateType: RateType;
  interest: number;
  apr: number;
  monthlyInstalment: number;
  processingFee: number;
  totalRepayable: number;
  totalCostOfCredit: number;
}

export const roundCents = (x: number): number => Math.round((x + Number.EPSILON) * 100) / 100;

export function processingFee(amount: number, rule: ProcessingFeeRule): number {
  const fee = Math.max(rule.minProcessingFee, Math.round((amount * rule.processingFeePercent) / 100));
  return rule.maxProcessingFee == null ? fee : Math.min(fee, rule.maxProcessingFee);
}

export function totalRepayable(instalment: number, months: number, fee: number): number {
  return roundCents(instalment * months + fee);
}

export function totalCostOfCredit(amount: number, repayable: number): number {
  return roundCents(repayable - amount);
}

export function loanFigures(pricing: LoanPricing, amount: number, months: number): LoanFigures {
  const rateType = pricing.rateType ?? 'reducing';
  const exact = monthlyInstalment(amount, pricing.interestRate, months, rateType);
  const instalment = roundCents(exact);
  const fee = processingFee(amount, pricing);
  const repayable = totalRepayable(instalment, months, fee);
  return {
    rateType,
    interest: pricing.interestRate,
    // From the unrounded instalment: with no fee the APR is then exactly the reducing rate.
    apr: roundCents(aprOfLoan(amount, fee, exact, months)),
    monthlyInstalment: instalment,
    processingFee: fee,
    totalRepayable: repayable,
    totalCostOfCredit: totalCostOfCredit(amount, repayable),
  };
}
