/**
 * The APR: the yearly rate that equates what the borrower receives with what they repay, fees
 * included (the definition of the UAE Central Bank's and SAMA's disclosure rules). With the amount
 * received A at the start and payments p_1..p_n at the end of months 1..n, the monthly rate i solves
 *
 *   A = sum_k p_k / (1 + i)^k
 *
 * (an internal rate of return), and APR = 12 i: the nominal yearly rate compounded monthly. That is
 * the form in which reducing-balance rates are quoted, so with no fee the APR equals the reducing
 * rate, a one-month flat loan's APR equals its flat rate, and a visitor compares like with like.
 * `effectiveAnnualRate` gives the compounded (1 + i)^12 - 1 for reference.
 */
import { flatInstalment } from './amortisation.js';

/** Present value at monthly rate i of payments at the end of months 1..n. */
function presentValue(payments: readonly number[], i: number): number {
  let value = 0;
  let discount = 1;
  for (const p of payments) {
    discount /= 1 + i;
    value += p * discount;
  }
  return value;
}

/**
 * The monthly rate i at which the payments are worth `received` today. Present value falls as i
 * rises, so bisection on (-1, 100) converges to the one root; 200 halvings reach double precision.
 */
export function monthlyIrr(received: number, payments: readonly number[]): number {
  if (!(received > 0) || payments.length === 0) throw new RangeError('monthlyIrr needs an amount received above 0 and at least one payment');
  let low = -0.999_999;
  let high = 100;
  if (presentValue(payments, low) < received || presentValue(payments, high) > received) {
    throw new RangeError('monthlyIrr: no rate equates these payments with the amount received');
  }
  for (let step = 0; step < 200 && high - low > 1e-15; step++) {
    const mid = (low + high) / 2;
    if (presentValue(payments, mid) > received) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** APR (yearly percent, 12 x the monthly rate) of an amount received against monthly payments. */
export function aprFromCashFlows(received: number, payments: readonly number[]): number {
  return 12 * monthlyIrr(received, payments) * 100;
}

/** APR of a loan of `principal`, less an upfront `fee`, repaid in `months` level instalments. */
export function aprOfLoan(principal: number, fee: number, instalment: number, months: number): number {
  return aprFromCashFlows(principal - fee, Array.from({ length: months }, () => instalment));
}

/** The reducing-balance rate (APR, no fee) a flat yearly rate amounts to over `months`. */
export function flatToReducingApr(flatPercent: number, months: number): number {
  return aprOfLoan(1, 0, flatInstalment(1, flatPercent, months), months);
}

/** The compounded yearly rate of a nominal APR: (1 + APR / 12)^12 - 1, percent. */
export function effectiveAnnualRate(aprPercent: number): number {
  return (Math.pow(1 + aprPercent / 100 / 12, 12) - 1) * 100;
}
