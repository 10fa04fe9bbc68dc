/**
 * Key Facts: a product's costs first, in plain figures, in the order of the regulators' summary
 * boxes (the UAE Central Bank's Key Facts Statement, SAMA's disclosure of the APR and every fee,
 * the State Bank of Pakistan's Key Fact Statement). One builder for the tiles, the Key Facts page,
 * the loan quotes and the confirmation mail, so every place states the same figures:
 *
 * - `cardKeyFacts` / `loanKeyFacts` build the sheet from a product (and, for a loan, the figures of
 *   one amount and tenure, loan-figures.ts);
 * - `keyFactsOf(country catalog, productId, example?)` finds the product and builds its sheet,
 *   which is what the mail calls (services/key-facts.ts adds a loan application's own offer).
 */
import type { KeyFact, KeyFacts } from '@storefront/shared/contract';
import { formatAmount, formatMonths, formatRate } from './format.js';
import { loanFigures, type LoanFigures, type LoanPricing } from './loan-figures.js';

export interface CardCostFacts {
  annualFee: number;
  firstYearFeeWaived: boolean;
  purchaseRate: number;
  cashAdvanceRate: number;
  latePaymentFee: number;
  foreignTransactionFeePercent: number;
  minMonthlySalary: number;
  welcomeOffer: string | null;
}

export interface ProductNames {
  productId: number;
  productName: string;
  organizationName: string;
  islamic: boolean;
}

export interface CardFactsInput extends ProductNames {
  costs: CardCostFacts;
}

export interface LoanFactsInput extends ProductNames, LoanPricing {
  minMonthlySalary: number;
  minAmount: number;
  maxAmount: number;
  minTenure: number;
  maxTenure: number;
}

export const financeTypeText = (islamic: boolean): string => (islamic ? 'Islamic (Sharia-compliant)' : 'Conventional');

/** What the first year costs: nothing when the annual fee is waived for it. */
export const firstYearFee = (costs: Pick<CardCostFacts, 'annualFee' | 'firstYearFeeWaived'>): number =>
  costs.firstYearFeeWaived ? 0 : costs.annualFee;

export function cardKeyFacts(card: CardFactsInput, currency: string): KeyFacts {
  const { costs } = card;
  const money = (amount: number) => formatAmount(amount, currency);
  const facts: KeyFact[] = [
    { id: 'annualFee', label: 'Annual fee', value: money(costs.annualFee) },
    {
      id: 'firstYearFee',
      label: 'Annual fee, first year',
      value: costs.firstYearFeeWaived ? `${money(0)} (waived)` : money(costs.annualFee),
    },
    { id: 'purchaseRate', label: card.islamic ? 'Profit rate (yearly)' : 'Purchase APR (yearly)', value: formatRate(costs.purchaseRate) },
    { id: 'cashAdvanceRate', label: 'Cash advance rate (yearly)', value: formatRate(costs.cashAdvanceRate) },
    { id: 'latePaymentFee', label: 'Late payment fee', value: money(costs.latePaymentFee) },
    { id: 'foreignTransactionFee', label: 'Foreign transaction fee', value: `${formatRate(costs.foreignTransactionFeePercent)} of the amount` },
    { id: 'minMonthlySalary', label: 'Minimum monthly salary', value: money(costs.minMonthlySalary) },
  ];
  if (costs.welcomeOffer) facts.push({ id: 'welcomeOffer', label: 'Welcome offer', value: costs.welcomeOffer });
  facts.push({ id: 'financeType', label: 'Type', value: financeTypeText(card.islamic) });
  return { ...names(card), productType: 'Card', currency, facts };
}

/** The loan's sheet for `amount` over `months` (figures computed here unless given). */
export function loanKeyFacts(loan: LoanFactsInput, amount: number, months: number, currency: string, figures: LoanFigures = loanFigures(loan, amount, months)): KeyFacts {
  const money = (value: number) => formatAmount(value, currency);
  const rateLabel = `${loan.islamic ? 'Profit rate' : 'Interest rate'} (${figures.rateType === 'flat' ? 'flat' : 'reducing balance'}, yearly)`;
  const facts: KeyFact[] = [
    { id: 'apr', label: 'APR (fees included)', value: formatRate(figures.apr) },
    { id: 'monthlyInstalment', label: 'Monthly instalment', value: money(figures.monthlyInstalment) },
    { id: 'totalRepayable', label: 'Total repayable', value: money(figures.totalRepayable) },
    { id: 'totalCostOfCredit', label: 'Total cost of credit', value: money(figures.totalCostOfCredit) },
    { id: 'processingFee', label: 'Processing fee', value: money(figures.processingFee) },
    { id: 'rate', label: rateLabel, value: formatRate(figures.interest) },
    { id: 'amount', label: 'Amount borrowed', value: money(amount) },
    { id: 'tenure', label: 'Tenure', value: formatMonths(months) },
    { id: 'minMonthlySalary', label: 'Minimum monthly salary', value: money(loan.minMonthlySalary) },
    { id: 'financeType', label: 'Type', value: financeTypeText(loan.islamic) },
  ];
  return { ...names(loan), productType: 'Loan', currency, facts };
}

function names(p: ProductNames) {
  return { productId: p.productId, productName: p.productName, organizationName: p.organizationName, islamic: p.islamic };
}

/** The example a loan's Key Facts page shows when none is asked for: its smallest amount over its longest tenure. */
export const representativeExample = (loan: Pick<LoanFactsInput, 'minAmount' | 'maxTenure'>) => ({ amount: loan.minAmount, tenure: loan.maxTenure });

export interface KeyFactsCatalog {
  currency: string;
  cards: readonly CardFactsInput[];
  loans: readonly LoanFactsInput[];
}

/**
 * A product's Key Facts from its country's catalog, or undefined when the country has no such
 * product. For a loan, the figures of `example` (default: representativeExample); the caller checks
 * the example is within the product's ranges.
 */
export function keyFactsOf(catalog: KeyFactsCatalog, productId: number, example?: { amount?: number; tenure?: number }): KeyFacts | undefined {
  const card = catalog.cards.find((c) => c.productId === productId);
  if (card) return cardKeyFacts(card, catalog.currency);
  const loan = catalog.loans.find((l) => l.productId === productId);
  if (!loan) return undefined;
  const fallback = representativeExample(loan);
  return loanKeyFacts(loan, example?.amount ?? fallback.amount, example?.tenure ?? fallback.tenure, catalog.currency);
}
