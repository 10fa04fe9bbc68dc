/**
 * Whether a visitor can get a product (each of the bank's criteria met, missed or unknown from the
 * screening answers), the approval odds that follow, and a card's yearly value in money for a
 * monthly spending profile. The API computes them; the front ends show them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Obj } from './common';
import { maxMonthlySpending } from './spending';

export * from './spending';

const Spend = Type.Number({ minimum: 0, maximum: maxMonthlySpending });
export const MonthlySpending = Obj({ groceries: Spend, dining: Spend, fuel: Spend, travel: Spend, online: Spend, other: Spend });
export type MonthlySpending = Static<typeof MonthlySpending>;

export const employmentTypes = ['salaried', 'selfEmployed', 'retired', 'notEmployed'] as const;
export const EmploymentType = Type.Union([Type.Literal('salaried'), Type.Literal('selfEmployed'), Type.Literal('retired'), Type.Literal('notEmployed')]);
export type EmploymentType = (typeof employmentTypes)[number];

/** What a product asks of where the visitor lives: residents (nationals among them) or nationals only. */
export const ResidencyRule = Type.Union([Type.Literal('resident'), Type.Literal('national')]);
export type ResidencyRule = Static<typeof ResidencyRule>;

export const criterionIds = ['minMonthlySalary', 'employment', 'minAge', 'residency', 'salaryTransfer', 'maxDebtBurden'] as const;
export const CriterionId = Type.Union([Type.Literal('minMonthlySalary'), Type.Literal('employment'), Type.Literal('minAge'), Type.Literal('residency'), Type.Literal('salaryTransfer'), Type.Literal('maxDebtBurden')]);
export type CriterionId = (typeof criterionIds)[number];

/** met: the answers show it is met; missed: they show it is not; unknown: they do not tell (a band straddles it). */
export const CriterionStatus = Type.Union([Type.Literal('met'), Type.Literal('missed'), Type.Literal('unknown')]);
export type CriterionStatus = Static<typeof CriterionStatus>;

export const approvalOddsLevels = ['Likely', 'Possible', 'Unlikely'] as const;
export const ApprovalOdds = Type.Union([Type.Literal('Likely'), Type.Literal('Possible'), Type.Literal('Unlikely')]);
export type ApprovalOdds = (typeof approvalOddsLevels)[number];

/** One criterion of the bank and whether the visitor meets it, with what it asks. */
export const CriterionResult = Obj({
  criterion: CriterionId,
  status: CriterionStatus,
  /** minMonthlySalary: the amount; minAge: years; maxDebtBurden: the cap in percent of income. */
  minimum: Type.Optional(Type.Number()),
  /** employment: the accepted types. */
  accepted: Type.Optional(Type.Array(EmploymentType)),
  /** residency: residents or nationals only. */
  residency: Type.Optional(ResidencyRule),
});
export type CriterionResult = Static<typeof CriterionResult>;

export const Eligibility = Obj({
  /** False when the answers show a criterion is missed: the product is then never presented as a fit. */
  qualifies: Type.Boolean(),
  criteria: Type.Array(CriterionResult),
  odds: ApprovalOdds,
  /** Set when the odds come from the outcomes of this many recent applications of similar visitors. */
  basedOnApplications: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type Eligibility = Static<typeof Eligibility>;

/** A card's estimated yearly value for a spending profile: rewards and cashback less the annual fee. */
export const YearlyValue = Obj({
  /** rewards - annualFee, whole units of the market's currency (negative when the fee is larger). */
  amount: Type.Number(),
  rewards: Type.Number(),
  annualFee: Type.Number(),
  spending: MonthlySpending,
  /** True when the spending is the market's default (the visitor gave none). */
  defaultSpending: Type.Boolean(),
});
export type YearlyValue = Static<typeof YearlyValue>;

export const CardSort = Type.Union([Type.Literal('match'), Type.Literal('value'), Type.Literal('fee'), Type.Literal('apr')]);
export type CardSort = Static<typeof CardSort>;
