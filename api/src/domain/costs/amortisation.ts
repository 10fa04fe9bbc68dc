/**
 * Instalments of a loan repaid in equal monthly instalments, for the two ways a rate is stated:
 *
 * - reducing balance: each month the monthly rate r = yearly / 12 is charged on what is still owed,
 *   and the level instalment that clears the loan in n months is P r / (1 - (1 + r)^-n);
 * - flat: the yearly rate is charged on the whole amount for the whole tenure, P f n / 12, and the
 *   amount plus that charge is split into n equal instalments: P (1 + f n / 12) / n.
 *
 * Rates are yearly percentages; amounts are unrounded (the caller rounds what it shows).
 */
export type RateType = 'flat' | 'reducing';

/** The monthly rate of a yearly percentage: 12 % a year is 0.01 a month. */
export const monthlyRate = (yearlyPercent: number): number => yearlyPercent / 100 / 12;

/** 1 - (1 + r)^-n without losing digits when r is tiny (expm1 and log1p keep them). */
const annuityShare = (r: number, months: number): number => -Math.expm1(-months * Math.log1p(r));

/** Level instalment of an amortising loan at a reducing-balance rate. */
export function reducingInstalment(principal: number, yearlyPercent: number, months: number): number {
  const r = monthlyRate(yearlyPercent);
  if (r === 0) return principal / months;
  return (principal * r) / annuityShare(r, months);
}

/** Instalment at a flat rate: the amount and the flat charge over the whole tenure, in equal parts. */
export function flatInstalment(principal: number, yearlyPercent: number, months: number): number {
  return (principal * (1 + (yearlyPercent / 100) * (months / 12))) / months;
}

export function monthlyInstalment(principal: number, yearlyPercent: number, months: number, rateType: RateType = 'reducing'): number {
  return rateType === 'flat' ? flatInstalment(principal, yearlyPercent, months) : reducingInstalment(principal, yearlyPercent, months);
}

/** The principal whose instalment is exactly `instalment` (the inverse of monthlyInstalment). */
export function principalFor(instalment: number, yearlyPercent: number, months: number, rateType: RateType = 'reducing'): number {
  if (rateType === 'flat') return (instalment * months) / (1 + (yearlyPercent / 100) * (months / 12));
  const r = monthlyRate(yearlyPercent);
  if (r === 0) return instalment * months;
  return (instalment * annuityShare(r, months)) / r;
}
