import { markets, type CountryCode, type Language, type LoanOffer, type TenureLimit } from '@storefront/shared/contract';
import { currencyOf } from './country.js';
import { monthlyInstalment as instalmentOf, principalFor as principalOf } from './costs/amortisation.js';
import { loanFigures, type LoanPricing } from './costs/loan-figures.js';
import { keyFactsWording, loanKeyFacts } from './costs/key-figures.js';
import { marketDebtBurdenPercent } from './eligibility.js';
import { affordableAmount, cappedAmount, monthlyRoom as roomUnderCap, type Affordability } from './loan-amount.js';

/** The largest share of monthly income that all debt instalments together may take in `country` (its regulator's cap). */
export function debtBurdenCap(country: CountryCode): number {
  return marketDebtBurdenPercent(country) / 100;
}

export interface LoanProduct extends LoanPricing {
  productId: number;
  productName: string;
  organizationName: string;
  minTenure: number;
  maxTenure: number;
  minAmount: number;
  maxAmount: number;
  description: string;
  features: string[];
  routingUrl: string;
  /** Sharia-compliant; conventional when absent. */
  islamic?: boolean;
  /** The lowest monthly income the bank accepts; none when absent. */
  minMonthlySalary?: number;
}

export interface LoanProfile {
  monthlyIncome: number;
  monthlyObligations: number;
  /** Months. */
  desiredTenure: number;
  anyHardStop: boolean;
  /** The amount the visitor asked to borrow before the offers; null when they asked for none (the most they may borrow). */
  requestedAmount?: number | null;
}

/** Instalment of an amortising loan at a reducing rate: P * r / (1 - (1 + r)^-n), r the monthly rate. */
export function monthlyInstalment(principal: number, yearlyRatePercent: number, months: number): number {
  return instalmentOf(principal, yearlyRatePercent, months, 'reducing');
}

/** The principal whose reducing-rate instalment is exactly `instalment`: I * (1 - (1 + r)^-n) / r. */
export function principalFor(instalment: number, yearlyRatePercent: number, months: number): number {
  return principalOf(instalment, yearlyRatePercent, months, 'reducing');
}

/** Amounts are offered in round steps: 1,000 for AED and SAR, 10,000 for PKR (platform.json). */
export function amountStep(country: CountryCode): number {
  return markets[country].loanAmountStep;
}

/** The visitor's income and commitments against `country`'s debt-burden cap. */
export function affordabilityOf(profile: Pick<LoanProfile, 'monthlyIncome' | 'monthlyObligations'>, country: CountryCode): Affordability {
  return { monthlyIncome: profile.monthlyIncome, monthlyObligations: profile.monthlyObligations, debtBurdenCap: debtBurdenCap(country) };
}

/** What a visitor's instalments may grow by: the market's cap on income less the instalments they already pay. */
export function monthlyRoom(profile: Pick<LoanProfile, 'monthlyIncome' | 'monthlyObligations'>, country: CountryCode): number {
  return roomUnderCap(affordabilityOf(profile, country));
}

/** Whether the visitor may borrow from this product at all: no hard stop, room left, salary high enough. */
export function qualifies(product: LoanProduct, profile: LoanProfile, country: CountryCode): boolean {
  if (profile.anyHardStop || profile.monthlyIncome <= 0 || monthlyRoom(profile, country) <= 0) return false;
  return profile.monthlyIncome >= (product.minMonthlySalary ?? 0);
}

/**
 * The largest round step whose instalment over `tenure` keeps (obligations + instalment) / income
 * within the market's cap (`debtBurdenCap`), capped by the product's maximum; 0 when that is below
 * the product's minimum.
 */
export function eligibleAmount(product: LoanProduct, profile: LoanProfile, tenure: number, country: CountryCode): number {
  if (!qualifies(product, profile, country)) return 0;
  return affordableAmount(product, affordabilityOf(profile, country), tenure, amountStep(country));
}

/** The tenures a visitor may choose for a product: its range's ends and every 6 months between. */
export function offeredTenures(product: Pick<LoanProduct, 'minTenure' | 'maxTenure'>): number[] {
  const tenures = new Set<number>([product.minTenure]);
  for (let t = Math.ceil(product.minTenure / 6) * 6; t < product.maxTenure; t += 6) if (t > product.minTenure) tenures.add(t);
  tenures.add(product.maxTenure);
  return [...tenures];
}

export function tenureLimits(product: LoanProduct, profile: LoanProfile, country: CountryCode): TenureLimit[] {
  return offeredTenures(product).map((tenure) => ({ tenure, maxAmount: eligibleAmount(product, profile, tenure, country) }));
}

/**
 * One offer per loan product that fits, the largest amount first (then the lower APR, then the
 * productId). Tenure is the wish clamped to the product's range. The amount is the one the visitor
 * asked for (`requestedAmount`), lowered to the eligible amount (`eligibleAmount`) when that is less,
 * and `amountLimit` says what lowered it (loan-amount.ts `cappedAmount`); without a request, the
 * eligible amount. A product whose minimum is above the request or does not fit, or whose minimum
 * salary is above the visitor's income, is left out. A hard stop means no offers. Figures: costs/loan-figures.ts; the
 * amount's text (`AED 45,000` in English) and the Key Facts in `language`.
 */
export function loanOffers(products: LoanProduct[], profile: LoanProfile, country: CountryCode, language: Language = 'en'): LoanOffer[] {
  const currency = currencyOf(country);
  const wording = keyFactsWording(language, country);
  const offers: LoanOffer[] = [];
  for (const p of products) {
    const tenure = Math.min(p.maxTenure, Math.max(p.minTenure, Math.round(profile.desiredTenure)));
    if (!qualifies(p, profile, country)) continue;
    const capped = cappedAmount(p, affordabilityOf(profile, country), tenure, amountStep(country), profile.requestedAmount ?? null);
    if (!capped) continue;
    const { amount } = capped;
    const figures = loanFigures(p, amount, tenure);
    const islamic = p.islamic ?? false;
    const minMonthlySalary = p.minMonthlySalary ?? 0;
    offers.push({
      productId: p.productId,
      productName: p.productName,
      loanTenure: tenure,
      processingFee: figures.processingFee,
      interest: figures.interest,
      loanAmountTxt: wording.format.amount(Math.round(amount), currency),
      loanAmount: amount,
      requestedAmount: profile.requestedAmount ?? null,
      amountLimit: capped.limit,
      monthlyInstalment: figures.monthlyInstalment,
      currency,
      organizationName: p.organizationName,
      description: p.description,
      features: p.features,
      routingUrl: p.routingUrl,
      rateType: figures.rateType,
      apr: figures.apr,
      totalRepayable: figures.totalRepayable,
      totalCostOfCredit: figures.totalCostOfCredit,
      islamic,
      minMonthlySalary,
      minAmount: p.minAmount,
      maxAmount: p.maxAmount,
      amountStep: amountStep(country),
      minTenure: p.minTenure,
      maxTenure: p.maxTenure,
      tenureLimits: tenureLimits(p, profile, country),
      keyFacts: loanKeyFacts({ ...p, islamic, minMonthlySalary }, amount, tenure, currency, figures, wording),
    });
  }
  return offers.sort((a, b) => b.loanAmount - a.loanAmount || a.apr - b.apr || a.productId - b.productId);
}
