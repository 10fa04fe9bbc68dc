/**
 * POST /api/partner/v1/conversions: a bank reports the outcome of an application it received
 * through the storefront (docs/partners.md). Signed with the bank's secret, Stripe's scheme:
 * `X-Partner-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Obj } from './common';
import { ApplicationReference, ApplicationStatus } from './applications';

export const partnerIdHeader = 'x-partner-id';
export const partnerSignatureHeader = 'x-partner-signature';
/** How far the signature's time may be from the API's clock, either way. */
export const partnerSignatureToleranceSeconds = 300;

export const partnerEventStatuses = ['approved', 'declined', 'issued', 'reversed'] as const;
export const PartnerEventStatus = Type.Union(partnerEventStatuses.map((s) => Type.Literal(s)), {
  description: "approved, declined, issued (a card issued or a loan disbursed), reversed (an approval withdrawn)",
});

export const PartnerHeaders = Type.Object({
  [partnerIdHeader]: Type.String({ pattern: '^[0-9]{1,10}$', description: "The bank's id, as the storefront gave it" }),
  [partnerSignatureHeader]: Type.String({ maxLength: 1000, description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">' }),
});

export const ConversionRequest = Obj({
  eventId: Type.String({ minLength: 1, maxLength: 100, description: "The bank's id of this event: a repeat is answered as the first was" }),
  reference: ApplicationReference,
  status: PartnerEventStatus,
  occurredAt: Type.String({ format: 'date-time', description: 'When it happened at the bank (RFC 3339); the status follows these times' }),
  reason: Type.Optional(Type.String({ maxLength: 300 })),
  productId: Type.Optional(Id),
});

export const ConversionAnswer = Obj({
  eventId: Type.String(),
  reference: ApplicationReference,
  /** The application's status once the event is applied. */
  applicationStatus: ApplicationStatus,
});

// The static types of the schemas above, by the same names.
export type PartnerEventStatus = Static<typeof PartnerEventStatus>;
export type ConversionRequest = Static<typeof ConversionRequest>;
export type ConversionAnswer = Static<typeof ConversionAnswer>;
