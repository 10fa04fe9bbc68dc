/**
 * The funnel in the operator console (role `analyst`, no personal data): per day (UTC), market,
 * language and product, how many journeys reached each stage, with the conversion between stages;
 * and per partner, the revenue of its approvals and the bonuses they cost.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, Obj, ProductType } from '../common';
import { funnelSteps } from '../support-rules';

/** The stages in order: the storefront's steps (sent with Performance consent), then the records' own. */
export const funnelStages = [...funnelSteps, 'apply', 'approved', 'bonusPaid'] as const;
export type FunnelStage = (typeof funnelStages)[number];

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A day, YYYY-MM-DD (UTC)' });

export const FunnelQuery = Obj({
  from: Day,
  to: Day,
  market: Type.Optional(CountryCode),
});

const StageCounts = Type.Object(
  Object.fromEntries(funnelStages.map((stage) => [stage, Type.Integer({ minimum: 0 })])) as Record<FunnelStage, ReturnType<typeof Type.Integer>>,
  { additionalProperties: false },
);

export const FunnelRow = Obj({
  day: Day,
  market: CountryCode,
  language: Type.String(),
  /** null before the visitor chose a product (consent, step 0). */
  product: Type.Union([ProductType, Type.Null()]),
  counts: StageCounts,
});

export const FunnelTotal = Obj({
  stage: Type.Union(funnelStages.map((s) => Type.Literal(s))),
  count: Type.Integer(),
  /** This stage's count over the previous stage's (0 to 1); null for the first stage or after a stage of 0. */
  conversion: Type.Union([Type.Number(), Type.Null()]),
});

export const PartnerFunnel = Obj({
  bankId: Type.Integer(),
  bankName: Type.String(),
  market: CountryCode,
  currency: Type.String(),
  approved: Type.Integer(),
  revenue: Type.Number(),
  bonusCost: Type.Number(),
});

export const FunnelReport = Obj({
  from: Day,
  to: Day,
  rows: Type.Array(FunnelRow),
  totals: Type.Array(FunnelTotal),
  partners: Type.Array(PartnerFunnel),
});

export type FunnelQuery = Static<typeof FunnelQuery>;
export type FunnelRow = Static<typeof FunnelRow>;
export type FunnelTotal = Static<typeof FunnelTotal>;
export type PartnerFunnel = Static<typeof PartnerFunnel>;
export type FunnelReport = Static<typeof FunnelReport>;
