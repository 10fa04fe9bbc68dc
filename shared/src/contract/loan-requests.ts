/**
 * PUT /api/loan-requests/public/{applicationId} (the amount a visitor asks to borrow, before the
 * offers) and PUT /api/contact-consents/public/{applicationId} (whether the storefront may get in
 * touch when a product fits a visitor it has none for).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Obj, PublicId } from './common';

/** The amounts a market's loans lend between them, in its currency and amount step. */
export const LoanAmounts = Obj({
  min: Type.Integer({ minimum: 1 }),
  max: Type.Integer({ minimum: 1 }),
  step: Type.Integer({ minimum: 1 }),
  currency: Type.String(),
});

export const LoanRequestBody = Obj({
  amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: "The amount to borrow, in the country's currency" }),
});

/**
 * Why no loan fits: a hard-stop answer; an income below every loan's minimum salary
 * (`lowestMinMonthlySalary`); commitments leaving no room under the market's debt-burden cap; or a
 * request below the minimum of every loan the visitor could have (`lowestMinAmount`). With the
 * figures the reason rests on.
 */
export const LoanShortfallReason = Type.Union([
  Type.Literal('hardStop'), Type.Literal('minSalary'), Type.Literal('debtBurden'), Type.Literal('amountBelowMinimum'),
]);
export const LoanShortfall = Obj({
  reason: LoanShortfallReason,
  monthlyIncome: Type.Number(),
  monthlyObligations: Type.Number(),
  /** The market's cap on (commitments + instalments) / income, percent: UAE 50, KSA 33.33, Pakistan 40. */
  maxDebtBurdenPercent: Type.Number(),
  lowestMinMonthlySalary: Type.Optional(Type.Number()),
  lowestMinAmount: Type.Optional(Type.Number()),
});

export const LoanRequest = Obj({
  applicationId: PublicId,
  amount: Type.Integer(),
  /** Months: the answer to the tenure question. */
  tenure: Type.Integer(),
  currency: Type.String(),
  /** The most any loan lends the visitor over that tenure (the debt-burden rule, each loan's maximum); 0 when none. */
  mostOnOffer: Type.Number(),
  shortfall: Type.Union([LoanShortfall, Type.Null()]),
});

/** Ticked by the visitor; never assumed. */
export const ContactConsentBody = Obj({ consent: Type.Boolean() });
export const ContactConsent = Obj({ applicationId: PublicId, consent: Type.Boolean() });

/** Which amount an offer shows: the one asked for, or lower by the debt-burden rule or the product's maximum. */
export const LoanAmountLimit = Type.Union([Type.Literal('requested'), Type.Literal('debtBurden'), Type.Literal('productMaximum')]);

// The static types of the schemas above, by the same names.
export type LoanAmounts = Static<typeof LoanAmounts>;
export type LoanRequestBody = Static<typeof LoanRequestBody>;
export type LoanShortfallReason = Static<typeof LoanShortfallReason>;
export type LoanShortfall = Static<typeof LoanShortfall>;
export type LoanRequest = Static<typeof LoanRequest>;
export type ContactConsentBody = Static<typeof ContactConsentBody>;
export type ContactConsent = Static<typeof ContactConsent>;
export type LoanAmountLimit = Static<typeof LoanAmountLimit>;
