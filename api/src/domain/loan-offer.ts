import type { CountryCode } from './types.js';
import { currencyOf, formatMoney } from './country.js';

/** The largest share of monthly income that all debt instalments together may take. */
export const maxDebtBurdenRatio = 0.5;

export interface LoanProduct {
  productId: number;
  productName: string;
  organizationName: string;
  /** Yearly reducing rate, percent. */
  interestRate: number;
  processingFeePercent: number;
  minProcessingFee: number;
  minTenure: number;
  maxTenure: number;
  minAmount: number;
  maxAmount: number;
  description: string;
  features: string[];
  routingUrl: string;
}

export interface LoanProfile {
  monthlyIncome: number;
  monthlyObligations: number;
  /** Months. */
  desiredTenure: number;
  anyHardStop: boolean;
}

export interface ComputedLoanOffer {
  productId: number;
  productName: string;
  loanTenure: number;
  processingFee: number;
  interest: number;
  loanAmountTxt: string;
  loanAmount: number;
  monthlyInstalment: number;
  currency: string;
  organizationName: string;
  description: string;
  features: string[];
  routingUrl: string;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Instalment of an amortising loan: P * r / (1 - (1 + r)^-n), r the monthly rate. */
export function monthlyInstalment(principal: number, yearlyRatePercent: number, months: number): number {
  const r = yearlyRatePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - Math.pow(1 + r, -months));
}

/** The principal whose instalment is exactly `instalment`: I * (1 - (1 + r)^-n) / r. */
export function principalFor(instalment: number, yearlyRatePercent: number, months: number): number {
  const r = yearlyRatePercent / 100 / 12;
  if (r === 0) return instalment * months;
  return (instalment * (1 - Math.pow(1 + r, -months))) / r;
}

/** Amounts are offered in round steps: 1,000 for AED and SAR, 10,000 for PKR. */
export function amountStep(country: CountryCode): number {
  return country === 'pk' ? 10_000 : 1_000;
}

/**
 * One offer per loan product that fits, the largest amount first (then the lower rate, then the
 * productId). Tenure is the wish clamped to the product's range. The amount is the largest round
 * step whose instalment keeps (obligations + instalment) / income <= 50 %, capped by the
 * product's maximum; a product whose minimum does not fit is left out. A hard stop means no offers.
 */
export function loanOffers(products: LoanProduct[], profile: LoanProfile, country: CountryCode): ComputedLoanOffer[] {
  if (profile.anyHardStop || profile.monthlyIncome <= 0) return [];
  const room = profile.monthlyIncome * maxDebtBurdenRatio - profile.monthlyObligations;
  if (room <= 0) return [];
  const step = amountStep(country);
  const offers: ComputedLoanOffer[] = [];
  for (const p of products) {
    const tenure = Math.min(p.maxTenure, Math.max(p.minTenure, Math.round(profile.desiredTenure)));
    const affordable = principalFor(room, p.interestRate, tenure);
    const amount = Math.floor(Math.min(affordable, p.maxAmount) / step) * step;
    if (amount < p.minAmount || amount <= 0) continue;
    offers.push({
      productId: p.productId,
      productName: p.productName,
      loanTenure: tenure,
      processingFee: Math.max(p.minProcessingFee, Math.round((amount * p.processingFeePercent) / 100)),
      interest: p.interestRate,
      loanAmountTxt: formatMoney(amount, country),
      loanAmount: amount,
      monthlyInstalment: round2(monthlyInstalment(amount, p.interestRate, tenure)),
      currency: currencyOf(country),
      organizationName: p.organizationName,
      description: p.description,
      features: p.features,
      routingUrl: p.routingUrl,
    });
  }
  return offers.sort((a, b) => b.loanAmount - a.loanAmount || a.interest - b.interest || a.productId - b.productId);
}
