/**
 * POST /api/recommendations/public (ranked preferences), POST /api/recommendations/public/count (a
 * bare JSON number), GET /api/recommendations/public/{applicationId}/filter (a page of cards) and
 * GET /api/recommendations/public/loan/{applicationId} (loan offers).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Obj, PageOf, PublicId } from './common';
import { maxFeatures, maxPicks, minFeatures } from './constants';
import { cardCostProperties, loanOfferCostProperties } from './costs';
import { LoanAmountLimit } from './loan-requests';
import { CardSort, Eligibility, spendingQueryPattern, YearlyValue } from './eligibility';

/** Only Sharia-compliant products when true; every product when absent or false. */
const IslamicOnly = Type.Boolean({ description: 'Only Sharia-compliant (Islamic) products' });

/** `priority` 1 is the most important. */
export const Preference = Obj({ featureId: Id, priority: Type.Integer({ minimum: 1, maximum: maxFeatures }) });
export const SubmitPreferencesRequest = Obj({
  applicationId: PublicId,
  preferences: Type.Array(Preference, { minItems: minFeatures, maxItems: maxFeatures }),
});
export const SubmittedPreferences = Obj({ applicationId: PublicId, preferences: Type.Array(Preference) });

export const CountRequest = Obj({
  applicationId: PublicId,
  preferences: Type.Array(Obj({ featureId: Id, featureName: Type.Optional(Type.String({ maxLength: 200 })) }), { maxItems: maxPicks }),
  /** Count only Sharia-compliant cards. */
  islamic: Type.Optional(IslamicOnly),
});
export const CardCount = Type.Integer({ minimum: 0, description: 'Number of cards' });

export const FilterQuery = Obj({
  page: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  preferences: Type.Optional(Type.String({ maxLength: 100, pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,4}$' })),
  /** Rank only Sharia-compliant cards (paging and totals count those only). */
  islamic: Type.Optional(IslamicOnly),
  /**
   * Also list the cards that meet none of the picks, after every card that meets one (score 0,
   * match.meetsNone true). Left out by default, as the spec lists matches only.
   */
  includeUnmatched: Type.Optional(Type.Boolean()),
  /** The order within each group (fits first, then the cards the visitor may not qualify for); best match first by default. */
  sort: Type.Optional(CardSort),
  /** The visitor's monthly spending by category (`groceries:2000,dining:800`); the market's default for any category left out. */
  spending: Type.Optional(Type.String({ maxLength: 200, pattern: spendingQueryPattern })),
});
/** GET /api/recommendations/public/loan/{applicationId}?islamic=true: only Sharia-compliant loans. */
export const LoanOffersQuery = Obj({ islamic: Type.Optional(IslamicOnly) });
export const CardRecommendation = Obj({
  productId: Id,
  productName: Type.String(),
  organizationName: Type.String(),
  /** Match percent. */
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Cashback amount in the country's currency; shown when above 0. */
  incentive: Type.Number(),
  instantIssuance: Type.Boolean(),
  /** Lines separated by a literal backslash followed by n. */
  description: Type.String(),
  features: Type.Array(Type.String()),
  routingUrl: Type.String(),
  ...cardCostProperties,
  /** Whether the visitor meets each of the bank's criteria, and the approval odds. */
  eligibility: Eligibility,
  /** The card's estimated yearly value for the visitor's spending. */
  yearlyValue: YearlyValue,
});
export const CardPage = PageOf(CardRecommendation);

export const LoanOffer = Obj({
  productId: Id,
  productName: Type.String(),
  /** Months. */
  loanTenure: Type.Integer(),
  /** Amount in the country's currency. */
  processingFee: Type.Number(),
  /** The yearly rate as the bank states it, percent; `rateType` says whether flat or reducing. */
  interest: Type.Number(),
  /** The offered amount formatted in the country's currency, e.g. 'AED 45,000'. */
  loanAmountTxt: Type.String(),
  /**
   * The amount the visitor asked for (`requestedAmount`), or when that is more than they are eligible
   * for over `loanTenure` (the market's debt-burden rule, the product's maximum), the eligible amount;
   * `amountLimit` says which.
   */
  loanAmount: Type.Number(),
  /** The amount the visitor asked to borrow (PUT /api/loan-requests/public); null when they asked for none. */
  requestedAmount: Type.Union([Type.Number(), Type.Null()]),
  amountLimit: LoanAmountLimit,
  monthlyInstalment: Type.Number(),
  currency: Type.String(),
  organizationName: Type.String(),
  description: Type.String(),
  features: Type.Array(Type.String()),
  routingUrl: Type.String(),
  ...loanOfferCostProperties,
  /** Whether the visitor meets each of the bank's criteria for the loan, and the approval odds. */
  eligibility: Type.Optional(Eligibility),
});

// The static types of the schemas above, by the same names.
export type Preference = Static<typeof Preference>;
export type SubmitPreferencesRequest = Static<typeof SubmitPreferencesRequest>;
export type SubmittedPreferences = Static<typeof SubmittedPreferences>;
export type CountRequest = Static<typeof CountRequest>;
export type CardCount = Static<typeof CardCount>;
export type FilterQuery = Static<typeof FilterQuery>;
export type LoanOffersQuery = Static<typeof LoanOffersQuery>;
export type CardRecommendation = Static<typeof CardRecommendation>;
export type CardPage = Static<typeof CardPage>;
export type LoanOffer = Static<typeof LoanOffer>;
