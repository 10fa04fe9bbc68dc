import type { CountryCode, LoanAmounts, LoanRequest, LoanShortfall } from '@storefront/shared/contract';
import { currencyOf, wholeAmount } from './country.js';
import { cappedAmount } from './loan-amount.js';
import { affordabilityOf, amountStep, debtBurdenCap, type LoanProduct, type LoanProfile } from './loan-offer.js';
import { unprocessable } from './problem.js';

/**
 * The amount a visitor asks to borrow before the offers (step 2), and why no loan fits when none
 * does. Pure functions of the market's loans and the visitor's profile.
 */

/** The amounts a market's loans lend between them: the lowest minimum to the highest maximum, in its step. */
export function loanAmounts(loans: readonly Pick<LoanProduct, 'minAmount' | 'maxAmount'>[], country: CountryCode): LoanAmounts | null {
  if (loans.length === 0) return null;
  return {
    min: Math.min(...loans.map((l) => l.minAmount)),
    max: Math.max(...loans.map((l) => l.maxAmount)),
    step: amountStep(country),
    currency: currencyOf(country),
  };
}

/** Refuses (422) an amount no loan of the market lends. */
export function checkRequestedAmount(amount: number, loans: readonly LoanProduct[], country: CountryCode): void {
  const range = loanAmounts(loans, country);
  if (!range) throw unprocessable('product.not-available', 'Product not available', 'No instant cash loan is offered in this country.');
  if (amount < range.min || amount > range.max) {
    throw unprocessable(
      'loan.amount-out-of-range', 'Amount out of range',
      `Loans here lend from ${wholeAmount(range.min, country)} to ${wholeAmount(range.max, country)} (got ${wholeAmount(amount, country)}).`,
    );
  }
}

/**
 * Why no loan fits the visitor, the first that applies: a hard-stop answer; an income below every
 * loan's minimum salary; commitments that leave no room under the market's debt-burden cap (or too
 * little for any loan's minimum over the tenure); a request below the minimum of every loan they
 * could have. Null when some loan fits.
 */
export function loanShortfall(loans: readonly LoanProduct[], profile: LoanProfile, country: CountryCode): LoanShortfall | null {
  const cap = debtBurdenCap(country);
  const figures = {
    monthlyIncome: profile.monthlyIncome, monthlyObligations: profile.monthlyObligations, maxDebtBurdenPercent: Math.round(cap * 10_000) / 100,
  };
  if (profile.anyHardStop) return { reason: 'hardStop', ...figures };
  const salaries = loans.map((l) => l.minMonthlySalary ?? 0);
  const open = loans.filter((l) => profile.monthlyIncome >= (l.minMonthlySalary ?? 0));
  if (open.length === 0) return { reason: 'minSalary', ...figures, lowestMinMonthlySalary: Math.min(...salaries) };
  const who = affordabilityOf(profile, country);
  const tenureOf = (l: LoanProduct) => Math.min(l.maxTenure, Math.max(l.minTenure, Math.round(profile.desiredTenure)));
  const affordable = open.filter((l) => cappedAmount(l, who, tenureOf(l), amountStep(country), null) !== null);
  if (affordable.length === 0) return { reason: 'debtBurden', ...figures };
  if (affordable.some((l) => cappedAmount(l, who, tenureOf(l), amountStep(country), profile.requestedAmount ?? null) !== null)) return null;
  return { reason: 'amountBelowMinimum', ...figures, lowestMinAmount: Math.min(...affordable.map((l) => l.minAmount)) };
}

/** The most any of `loans` lends the visitor over their tenure (the debt-burden rule and each loan's maximum); 0 when none. */
export function mostAffordable(loans: readonly LoanProduct[], profile: LoanProfile, country: CountryCode): number {
  const who = affordabilityOf(profile, country);
  let most = 0;
  for (const l of loans) {
    if (profile.anyHardStop || profile.monthlyIncome < (l.minMonthlySalary ?? 0)) continue;
    const tenure = Math.min(l.maxTenure, Math.max(l.minTenure, Math.round(profile.desiredTenure)));
    most = Math.max(most, cappedAmount(l, who, tenure, amountStep(country), null)?.amount ?? 0);
  }
  return most;
}

/** The wire answer of a loan request: the amount, the tenure wished, the most on offer and any shortfall. */
export function loanRequestView(
  applicationId: string, loans: readonly LoanProduct[], profile: LoanProfile & { requestedAmount: number }, country: CountryCode,
): LoanRequest {
  return {
    applicationId,
    amount: profile.requestedAmount,
    tenure: profile.desiredTenure,
    currency: currencyOf(country),
    mostOnOffer: mostAffordable(loans, profile, country),
    shortfall: loanShortfall(loans, profile, country),
  };
}
