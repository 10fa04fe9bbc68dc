import { monthlyInstalment, principalFor, type RateType } from './costs/amortisation.js';

/**
 * How much a visitor may borrow: the amount they ask for, lowered to what the market's debt-burden
 * rule leaves room for and to the product's maximum. Pure functions of their arguments.
 *
 * The debt burden is (existing monthly commitments + the new instalment) / monthly income; the
 * market caps it (`debtBurdenCap`, a share: 0.5 is 50 %).
 */

export interface Affordability {
  monthlyIncome: number;
  monthlyObligations: number;
  /** The market's cap on the debt burden, a share of income (0.5 = 50 %). */
  debtBurdenCap: number;
}

export interface AmountTerms {
  minAmount: number;
  maxAmount: number;
  interestRate: number;
  rateType?: RateType;
}

/** What lowered an offer's amount below the one asked for: nothing, the debt-burden rule, or the product's maximum. */
export type AmountLimit = 'requested' | 'debtBurden' | 'productMaximum';

export interface CappedAmount {
  amount: number;
  limit: AmountLimit;
}

/** The instalment the visitor's commitments leave room for under the cap; never below 0. */
export function monthlyRoom({ monthlyIncome, monthlyObligations, debtBurdenCap }: Affordability): number {
  if (!(monthlyIncome > 0)) return 0;
  return Math.max(0, monthlyIncome * debtBurdenCap - monthlyObligations);
}

/** The debt burden with a new instalment: (commitments + instalment) / income. */
export function debtBurden(monthlyIncome: number, monthlyObligations: number, instalment: number): number {
  return (monthlyObligations + instalment) / monthlyIncome;
}

/**
 * The largest whole `step` whose instalment over `tenure` months fits the room (`monthlyRoom`), no
 * more than the product's maximum; 0 when that is below the product's minimum.
 */
export function affordableAmount(terms: AmountTerms, who: Affordability, tenure: number, step: number): number {
  const room = monthlyRoom(who);
  if (room <= 0) return 0;
  const principal = principalFor(room, terms.interestRate, tenure, terms.rateType ?? 'reducing');
  const amount = Math.floor(Math.min(principal, terms.maxAmount) / step) * step;
  return amount < terms.minAmount || amount <= 0 ? 0 : amount;
}

/**
 * The amount a product offers a visitor who asked for `requested` (null: asked for nothing, the most
 * they may borrow): the request, lowered to the product's maximum and to the debt-burden rule's
 * amount (`affordableAmount`). Null when the product cannot lend it: the request is below its
 * minimum, or the rule leaves less than its minimum.
 */
export function cappedAmount(
  terms: AmountTerms, who: Affordability, tenure: number, step: number, requested: number | null,
): CappedAmount | null {
  if (requested !== null && requested < terms.minAmount) return null;
  const affordable = affordableAmount(terms, who, tenure, step);
  if (affordable <= 0) return null;
  const wanted = requested ?? Number.POSITIVE_INFINITY;
  if (wanted <= affordable) return { amount: wanted, limit: 'requested' };
  // Lowered by the rule when its room would not pay for the request; otherwise by the product's maximum.
  const roomAllows = principalFor(monthlyRoom(who), terms.interestRate, tenure, terms.rateType ?? 'reducing');
  return { amount: affordable, limit: roomAllows < Math.min(wanted, terms.maxAmount) ? 'debtBurden' : 'productMaximum' };
}

/** The instalment of `amount` on the product's terms (unrounded), for checks and tests. */
export function instalmentOf(terms: AmountTerms, amount: number, tenure: number): number {
  return monthlyInstalment(amount, terms.interestRate, tenure, terms.rateType ?? 'reducing');
}
