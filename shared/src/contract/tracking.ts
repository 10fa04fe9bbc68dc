/**
 * Visitor tracking, without accounts (the "Track my application" page, /track-application):
 *
 * 1. POST /api/tracking/public/codes `{ reference, email }`: when the pair names an application,
 *    the storefront mails a one-time 6-digit code to that address (valid `trackingCodeTtlMinutes`,
 *    `trackingCodeMaxTries` wrong tries; a new code replaces the previous one). The answer is
 *    always `202 { sent: true }`, byte for byte the same whether or not the pair exists. Malformed
 *    input: 400 problem (`request.invalid`; an address that breaks the address rule:
 *    `customer.email-invalid`). Too many codes for the client, the reference or the address: 429
 *    problem (`rate-limited`) with Retry-After (seconds).
 * 2. POST /api/tracking/public/sessions `{ reference, email, code }`: with the mailed code, 200
 *    `TrackingSession` (a token for `trackingTokenTtlMinutes` and the timeline). A wrong, expired
 *    or used-up code, or an unknown pair: 422 problem `tracking.code-invalid` (one answer for all).
 *    A code works once.
 * 3. GET /api/tracking/public/timeline with header `X-Tracking-Token: <trackingToken>`: 200
 *    `ApplicationTimeline`; a missing, wrong or expired token: 404 problem `tracking.session-not-found`.
 *
 * Product and bank names follow the request's Accept-Language (the market's languages, English
 * otherwise), as the catalog's answers do.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, Email, Obj, ProductType } from './common';
import { APPLICATION_REFERENCE_LENGTH, APPLICATION_REFERENCE_PREFIX, ApplicationStatus } from './applications';
import {
  trackingCodePattern, trackingReferenceMaxLength, trackingReferencePattern, trackingTokenHeader,
} from './tracking-rules';

// The constants and patterns (schema-free, for the front ends' bundles).
export * from './tracking-rules';

/** The application's reference as a visitor types it: upper or lower case (the API upper-cases it). */
export const TrackingReference = Type.String({
  pattern: trackingReferencePattern,
  minLength: APPLICATION_REFERENCE_PREFIX.length + APPLICATION_REFERENCE_LENGTH,
  maxLength: trackingReferenceMaxLength,
  description: 'The application reference, e.g. SF-7KQ4M2XD (any case, surrounding spaces ignored)',
});
export const TrackingCode = Type.String({ pattern: trackingCodePattern, description: 'The 6-digit code from the mail' });

export const TrackingCodeRequest = Obj({ reference: TrackingReference, email: Email });
/** Always this, whether or not the pair names an application. */
export const TrackingCodeAnswer = Obj({ sent: Type.Literal(true) });
export const TrackingSessionRequest = Obj({ reference: TrackingReference, email: Email, code: TrackingCode });

/** The statuses a timeline shows: Submitted, then each change the bank reported. */
export const timelineStatuses = ['Submitted', 'Approved', 'Declined', 'Issued', 'Disbursed', 'Reversed'] as const;
export const TimelineStatus = Type.Union(timelineStatuses.map((s) => Type.Literal(s)));
export const TimelineEvent = Obj({
  status: TimelineStatus,
  /** When it happened (ISO 8601, UTC): the submit time, or the bank's occurredAt. */
  at: Type.String({ format: 'date-time' }),
  /** The bank's reason, when it gave one (a decline's, usually). */
  reason: Type.Optional(Type.String()),
});

/**
 * The bonus of the application:
 * - `none`: no bonus (yet); `noneReason` says why: `not-yet-approved` (Submitted), `declined`,
 *   `reversed` (reversed before any bonus was recorded), `not-offered` (no bonus was promised);
 * - `pending`: recorded at approval, confirmed after `pendingUntil` unless the approval is reversed;
 * - `confirmed`: waiting for the next payout;
 * - `paid`: paid on `paidAt`;
 * - `cancelled`: the approval was reversed.
 * `amount` and `currency` are the promised bonus (amount 0 and the market's currency when none was).
 */
export const bonusStates = ['none', 'pending', 'confirmed', 'paid', 'cancelled'] as const;
export const bonusNoneReasons = ['not-yet-approved', 'declined', 'reversed', 'not-offered'] as const;
export const TimelineBonus = Obj({
  state: Type.Union(bonusStates.map((s) => Type.Literal(s))),
  amount: Type.Integer({ minimum: 0 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  pendingUntil: Type.Optional(Type.String({ format: 'date-time' })),
  paidAt: Type.Optional(Type.String({ format: 'date-time' })),
  noneReason: Type.Optional(Type.Union(bonusNoneReasons.map((s) => Type.Literal(s)))),
});

export const ApplicationTimeline = Obj({
  reference: Type.String({ description: 'The reference, upper case (SF-XXXXXXXX)' }),
  productType: ProductType,
  productName: Type.String(),
  bankName: Type.String(),
  country: CountryCode,
  /** The application's status now. */
  status: ApplicationStatus,
  /** Oldest first (by when each happened); a repeat of the same status is shown once. */
  events: Type.Array(TimelineEvent),
  bonus: TimelineBonus,
});

export const TrackingSession = Obj({
  trackingToken: Type.String({ description: `Send it back as ${trackingTokenHeader}` }),
  expiresAt: Type.String({ format: 'date-time' }),
  timeline: ApplicationTimeline,
});

export const TrackingTokenHeaders = Type.Object({
  [trackingTokenHeader.toLowerCase()]: Type.Optional(Type.String({ maxLength: 200 })),
});

// The static types of the schemas above, by the same names.
export type TrackingCodeRequest = Static<typeof TrackingCodeRequest>;
export type TrackingCodeAnswer = Static<typeof TrackingCodeAnswer>;
export type TrackingSessionRequest = Static<typeof TrackingSessionRequest>;
export type TimelineStatus = Static<typeof TimelineStatus>;
export type TimelineEvent = Static<typeof TimelineEvent>;
export type BonusState = Static<typeof TimelineBonus>['state'];
export type BonusNoneReason = NonNullable<Static<typeof TimelineBonus>['noneReason']>;
export type TimelineBonus = Static<typeof TimelineBonus>;
export type ApplicationTimeline = Static<typeof ApplicationTimeline>;
export type TrackingSession = Static<typeof TrackingSession>;
