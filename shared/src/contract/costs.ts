/**
 * What a card or a loan costs, its Key Facts, the loan quote call and why a card matches:
 * GET /api/loan-quotes/public/{applicationId} (a loan's figures for an amount and tenure the
 * visitor chooses) and GET /api/key-facts/public/{productId} (a product's Key Facts sheet). The
 * same shapes ride on the card recommendations and the loan offers (./recommendations).
 *
 * Rates are yearly percentages. Money is in the country's currency (`currency`), as a number with
 * at most 2 decimals. APR is the nominal yearly rate, compounded monthly (12 times the monthly
 * rate), that equates the amount the visitor receives (the amount less the processing fee) with
 * the instalments: with no fee it equals a reducing rate, and it is how a reducing rate is quoted,
 * so the two compare directly.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Obj, ProductType } from './common';

/** How a loan's stated rate is applied: on the whole amount for the whole tenure, or on what is still owed. */
export const RateType = Type.Union([Type.Literal('flat'), Type.Literal('reducing')], {
  description: "flat: the yearly rate charged on the whole amount for the whole tenure; reducing: charged each month on what is still owed",
});

const Money = (description: string) => Type.Number({ minimum: 0, description });
const Rate = (description: string) => Type.Number({ minimum: 0, maximum: 100, description });

/** A card's costs, on every card recommendation. */
export const CardCosts = Obj({
  annualFee: Money('Yearly fee from the second year on (every year when the first is not waived)'),
  firstYearFee: Money('What the first year costs: 0 when the annual fee is waived for the first year'),
  purchaseRate: Rate('Yearly rate on purchases: the APR of a conventional card, the profit rate of an Islamic one'),
  cashAdvanceRate: Rate('Yearly rate on cash withdrawn with the card'),
  latePaymentFee: Money('Charged when the minimum payment is late'),
  foreignTransactionFeePercent: Rate('Percent of every amount spent in another currency'),
  minMonthlySalary: Money('The lowest monthly salary the bank accepts'),
  welcomeOffer: Type.Union([Type.String(), Type.Null()], { description: 'What a new card holder gets, or null' }),
});

/** One line of a Key Facts sheet. */
export const KeyFactId = Type.Union(
  [
    // Cards
    Type.Literal('annualFee'),
    Type.Literal('firstYearFee'),
    Type.Literal('purchaseRate'),
    Type.Literal('cashAdvanceRate'),
    Type.Literal('latePaymentFee'),
    Type.Literal('foreignTransactionFee'),
    Type.Literal('welcomeOffer'),
    // Loans
    Type.Literal('amount'),
    Type.Literal('tenure'),
    Type.Literal('monthlyInstalment'),
    Type.Literal('apr'),
    Type.Literal('rate'),
    Type.Literal('processingFee'),
    Type.Literal('totalRepayable'),
    Type.Literal('totalCostOfCredit'),
    // Both
    Type.Literal('minMonthlySalary'),
    Type.Literal('financeType'),
  ],
  { description: 'Which figure a Key Facts line states' },
);
export const KeyFact = Obj({
  id: KeyFactId,
  /** e.g. 'APR', 'Profit rate', 'Annual fee (first year)'. */
  label: Type.String(),
  /** Plain text, amounts with their currency: 'AED 1,048.50', '19.99%', '36 months', 'Islamic (Sharia-compliant)'. */
  value: Type.String(),
});
/**
 * A product's Key Facts: costs first, in plain figures, in the order the regulators' summary boxes
 * use. For a loan the figures are those of one amount and tenure (`facts` names them).
 */
export const KeyFacts = Obj({
  productId: Id,
  productType: ProductType,
  productName: Type.String(),
  organizationName: Type.String(),
  islamic: Type.Boolean(),
  currency: Type.String({ description: "The country's currency, e.g. AED" }),
  facts: Type.Array(KeyFact),
});

/** One of the visitor's ranked picks, as it counts toward a card's match percent. */
export const MatchItem = Obj({
  featureId: Id,
  featureName: Type.String(),
  /** 1 is the most important. */
  priority: Type.Integer({ minimum: 1 }),
  met: Type.Boolean(),
  /** Percentage points this pick adds when met (matchPoints(n)[priority - 1]): the same on every card. */
  worth: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Percentage points it added to this card: `worth` when met, else 0. */
  points: Type.Integer({ minimum: 0, maximum: 100 }),
});
/**
 * Why a card has its match percent, from the function that ranks: `percent` (the card's `score`)
 * is exactly the sum of the items' `points`.
 */
export const MatchBreakdown = Obj({
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The card meets none of the visitor's picks (listed only when the filter call asks for such cards). */
  meetsNone: Type.Boolean(),
  /** The picks, most important first. */
  items: Type.Array(MatchItem),
});

/** For each tenure the storefront offers for a loan, the most the visitor may borrow over it. */
export const TenureLimit = Obj({
  /** Months. */
  tenure: Type.Integer({ minimum: 1 }),
  /** The largest amount (a round step) whose instalment keeps the visitor's debt burden within the rule; 0 when none. */
  maxAmount: Type.Number({ minimum: 0 }),
});

/** The loan's figures for one amount and tenure: what the offers and quotes both carry. */
const loanFigures = {
  rateType: RateType,
  /** The stated yearly rate (of type `rateType`), percent: what the spec's offer calls `interest`. */
  interest: Rate('The yearly rate as the bank states it, of type rateType'),
  apr: Rate('Yearly APR including the processing fee (nominal, 12 x the monthly rate), percent with 2 decimals'),
  monthlyInstalment: Money('The same each month'),
  processingFee: Money('Charged once, at disbursal'),
  totalRepayable: Money('Every instalment plus the processing fee'),
  totalCostOfCredit: Money('totalRepayable less the amount borrowed: interest or profit and fees'),
};

/** Path: the loan application (ApplicationIdParams); the country and eligibility are the application's. */
export const LoanQuoteQuery = Obj({
  productId: Id,
  /** In the country's currency; within the product's range and the visitor's eligible amount for the tenure. */
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 }),
  /** Months, within the product's range. */
  tenure: Type.Integer({ minimum: 1, maximum: 600 }),
});
export const LoanQuote = Obj({
  productId: Id,
  amount: Type.Number(),
  /** Months. */
  tenure: Type.Integer(),
  ...loanFigures,
  currency: Type.String(),
  islamic: Type.Boolean(),
  /** The most the visitor may borrow from this product over this tenure. */
  eligibleAmount: Type.Number({ minimum: 0 }),
  keyFacts: KeyFacts,
});

export const KeyFactsParams = Obj({ productId: Id });
/** Loans only: the example the figures are for (default: the product's smallest amount over its longest tenure). */
export const KeyFactsQuery = Obj({
  amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 })),
  tenure: Type.Optional(Type.Integer({ minimum: 1, maximum: 600 })),
});

/** The properties the loan offers gain from costs (spread into ./recommendations LoanOffer). */
export const loanOfferCostProperties = {
  rateType: loanFigures.rateType,
  apr: loanFigures.apr,
  totalRepayable: loanFigures.totalRepayable,
  totalCostOfCredit: loanFigures.totalCostOfCredit,
  islamic: Type.Boolean(),
  minMonthlySalary: Money('The lowest monthly salary the bank accepts'),
  /** The product's ranges, for choosing another amount and tenure (then GET /api/loan-quotes/public). */
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  /** Amounts are offered in steps of this size (1,000 AED and SAR, 10,000 PKR). */
  amountStep: Type.Number(),
  minTenure: Type.Integer(),
  maxTenure: Type.Integer(),
  /** The tenures offered (the range's ends and every 6 months between) with the visitor's eligible amount for each. */
  tenureLimits: Type.Array(TenureLimit),
  keyFacts: KeyFacts,
};

/** The properties the card recommendations gain from costs (spread into ./recommendations CardRecommendation). */
export const cardCostProperties = {
  currency: Type.String({ description: "The country's currency, e.g. AED" }),
  islamic: Type.Boolean({ description: 'Sharia-compliant' }),
  costs: CardCosts,
  keyFacts: KeyFacts,
  match: MatchBreakdown,
};

// The static types of the schemas above, by the same names.
export type RateType = Static<typeof RateType>;
export type CardCosts = Static<typeof CardCosts>;
export type KeyFactId = Static<typeof KeyFactId>;
export type KeyFact = Static<typeof KeyFact>;
export type KeyFacts = Static<typeof KeyFacts>;
export type MatchItem = Static<typeof MatchItem>;
export type MatchBreakdown = Static<typeof MatchBreakdown>;
export type TenureLimit = Static<typeof TenureLimit>;
export type LoanQuoteQuery = Static<typeof LoanQuoteQuery>;
export type LoanQuote = Static<typeof LoanQuote>;
export type KeyFactsParams = Static<typeof KeyFactsParams>;
export type KeyFactsQuery = Static<typeof KeyFactsQuery>;
