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
 *
 * Each builds the sheet in one language (`KeyFactsWording`: key-fact-texts.ts and the market's
 * figures, format.ts), English unless told.
 */
import { defaultMarket, type CountryCode, type KeyFact, type KeyFacts, type Language } from '@storefront/shared/contract';
import { figureFormat, type FigureFormat } from './format.js';
import { keyFactTexts, type KeyFactTexts } from './key-fact-texts.js';
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

/** The words and figures of a Key Facts sheet in one language and market. */
export interface KeyFactsWording {
  texts: KeyFactTexts;
  format: FigureFormat;
}

/** The sheet's wording in `language`, its figures in `country`'s market. */
export function keyFactsWording(language: Language, country: CountryCode): KeyFactsWording {
  return { texts: keyFactTexts[language], format: figureFormat(language, country) };
}

const english: KeyFactsWording = keyFactsWording('en', defaultMarket);

const financeTypeText = (islamic: boolean, texts: KeyFactTexts): string => (islamic ? texts.islamic : texts.conventional);

/** What the first year costs: nothing when the annual fee is waived for it. */
export const firstYearFee = (costs: Pick<CardCostFacts, 'annualFee' | 'firstYearFeeWaived'>): number =>
  costs.firstYearFeeWaived ? 0 : costs.annualFee;

export function cardKeyFacts(card: CardFactsInput, currency: string, { texts, format }: KeyFactsWording = english): KeyFacts {
  const { costs } = card;
  const { labels } = texts;
  const money = (amount: number) => format.amount(amount, currency);
  const facts: KeyFact[] = [
    { id: 'annualFee', label: labels.annualFee, value: money(costs.annualFee) },
    {
      id: 'firstYearFee',
      label: labels.firstYearFee,
      value: costs.firstYearFeeWaived ? texts.waived(money(0)) : money(costs.annualFee),
    },
    { id: 'purchaseRate', label: card.islamic ? texts.profitRate : labels.purchaseRate, value: format.rate(costs.purchaseRate) },
    { id: 'cashAdvanceRate', label: labels.cashAdvanceRate, value: format.rate(costs.cashAdvanceRate) },
    { id: 'latePaymentFee', label: labels.latePaymentFee, value: money(costs.latePaymentFee) },
    { id: 'foreignTransactionFee', label: labels.foreignTransactionFee, value: texts.ofTheAmount(format.rate(costs.foreignTransactionFeePercent)) },
    { id: 'minMonthlySalary', label: labels.minMonthlySalary, value: money(costs.minMonthlySalary) },
  ];
  if (costs.welcomeOffer) facts.push({ id: 'welcomeOffer', label: labels.welcomeOffer, value: costs.welcomeOffer });
  facts.push({ id: 'financeType', label: labels.financeType, value: financeTypeText(card.islamic, texts) });
  return { ...names(card), productType: 'Card', currency, facts };
}

/** The loan's sheet for `amount` over `months` (figures computed here unless given). */
export function loanKeyFacts(
  loan: LoanFactsInput, amount: number, months: number, currency: string,
  figures: LoanFigures = loanFigures(loan, amount, months), { texts, format }: KeyFactsWording = english,
): KeyFacts {
  const { labels } = texts;
  const money = (value: number) => format.amount(value, currency);
  const facts: KeyFact[] = [
    { id: 'apr', label: labels.apr, value: format.rate(figures.apr) },
    { id: 'monthlyInstalment', label: labels.monthlyInstalment, value: money(figures.monthlyInstalment) },
    { id: 'totalRepayable', label: labels.totalRepayable, value: money(figures.totalRepayable) },
    { id: 'totalCostOfCredit', label: labels.totalCostOfCredit, value: money(figures.totalCostOfCredit) },
    { id: 'processingFee', label: labels.processingFee, value: money(figures.processingFee) },
    { id: 'rate', label: texts.loanRate(loan.islamic, figures.rateType === 'flat'), value: format.rate(figures.interest) },
    { id: 'amount', label: labels.amount, value: money(amount) },
    { id: 'tenure', label: labels.tenure, value: texts.months(months) },
    { id: 'minMonthlySalary', label: labels.minMonthlySalary, value: money(loan.minMonthlySalary) },
    { id: 'financeType', label: labels.financeType, value: financeTypeText(loan.islamic, texts) },
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
export function keyFactsOf(
  catalog: KeyFactsCatalog, productId: number, example?: { amount?: number; tenure?: number }, wording: KeyFactsWording = english,
): KeyFacts | undefined {
  const card = catalog.cards.find((c) => c.productId === productId);
  if (card) return cardKeyFacts(card, catalog.currency, wording);
  const loan = catalog.loans.find((l) => l.productId === productId);
  if (!loan) return undefined;
  const fallback = representativeExample(loan);
  const [amount, tenure] = [example?.amount ?? fallback.amount, example?.tenure ?? fallback.tenure];
  return loanKeyFacts(loan, amount, tenure, catalog.currency, undefined, wording);
}
