/** The banks as partners (admin): postback secrets, click parameter, recent postbacks, monthly reconciliation. */
import { Type, type Static } from '@sinclair/typebox';
import { Obj } from '../common';

export const Partner = Obj({
  bankId: Type.Integer(),
  name: Type.String(),
  country: Type.String(),
  /** The query parameter that carries an application's reference on the bank's address. */
  clickParameter: Type.String(),
  /** 0: postbacks refused; 1: one secret; 2: a rotation under way (both accepted). */
  activeSecrets: Type.Integer(),
  lastPostbackAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export const PartnerList = Obj({ partners: Type.Array(Partner) });
export const PartnerParams = Obj({ bankId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** create: the bank's first secret; rotate: a second beside the current; revoke: the older one goes (the last: postbacks refused). */
export const secretActions = ['create', 'rotate', 'revoke'] as const;
export const SecretAction = Obj({ action: Type.Union(secretActions.map((a) => Type.Literal(a))) });
/** The new secret appears in this answer only: it is stored sealed and never shown again. */
export const SecretActionResult = Obj({ activeSecrets: Type.Integer(), secret: Type.Optional(Type.String()) });

/**
 * accepted: applied; duplicate: an event id the bank sent before, answered as the first time and
 * changing nothing; refused: not applied, with the reason.
 */
export const postbackOutcomes = ['accepted', 'duplicate', 'refused'] as const;
export type PostbackOutcome = (typeof postbackOutcomes)[number];
/** How the event arrived: the bank's signed postback, or a row of a monthly reconciliation file. */
export const postbackChannels = ['postback', 'reconciliation'] as const;
export const Postback = Obj({
  id: Type.Integer(),
  /** Null when the bank's request was refused before its body could be read as an event. */
  eventId: Type.Union([Type.String(), Type.Null()]),
  receivedAt: Type.String({ format: 'date-time' }),
  via: Type.Union(postbackChannels.map((c) => Type.Literal(c))),
  /** The application reference the event names, as sent. */
  reference: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.String(), Type.Null()]),
  outcome: Type.Union(postbackOutcomes.map((o) => Type.Literal(o))),
  /** The HTTP status the bank was answered with. */
  answerStatus: Type.Integer(),
  /** Why it was refused (bad signature, expired timestamp, unknown reference...); null otherwise. */
  reason: Type.Union([Type.String(), Type.Null()]),
});
export const PostbackList = Obj({ postbacks: Type.Array(Postback) });

export const ReconciliationRow = Obj({
  line: Type.Integer(),
  eventId: Type.String(),
  reference: Type.String(),
  outcome: Type.Union([Type.Literal('changed'), Type.Literal('applied'), Type.Literal('known'), Type.Literal('refused')]),
  applicationStatus: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});
export const ReconciliationSummary = Obj({
  changed: Type.Integer(),
  applied: Type.Integer(),
  known: Type.Integer(),
  refused: Type.Integer(),
  rows: Type.Array(ReconciliationRow),
});

export type Partner = Static<typeof Partner>;
export type PartnerList = Static<typeof PartnerList>;
export type SecretAction = Static<typeof SecretAction>;
export type SecretActionResult = Static<typeof SecretActionResult>;
export type Postback = Static<typeof Postback>;
export type PostbackList = Static<typeof PostbackList>;
export type ReconciliationSummary = Static<typeof ReconciliationSummary>;
