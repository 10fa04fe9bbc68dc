/** POST /api/customer-profiles/public. */
import { Type, type Static } from '@sinclair/typebox';
import { Email, Obj, PublicId } from './common';
import { idempotencyKeyHeader, idempotencyKeyLength } from './constants';

/** The request headers of the create: the submission's Idempotency-Key (lower case, as the server reads it). */
export const CustomerProfileHeaders = Type.Object({
  [idempotencyKeyHeader.toLowerCase()]: Type.Optional(Type.String({
    maxLength: idempotencyKeyLength.max + 2,
    description:
      `A value the client draws at random for one submission (e.g. a UUID): ${idempotencyKeyLength.min} to ${idempotencyKeyLength.max} ` +
      'visible ASCII characters, bare or as a quoted string (else 400). The same key with the same details within IDEMPOTENCY_WINDOW_MS ' +
      'answers the first profile (a double click, a retry after a lost answer); the same key with other details is refused (422). ' +
      'Without it every call creates a new profile.',
  })),
});

export const CustomerProfileRequest = Obj({
  name: Type.String({
    maxLength: 300,
    description: "Letters of any script, spaces, hyphens, apostrophes (' and ’) and dots, starting with a letter; 2 to 100 characters once trimmed, stored with runs of spaces collapsed (else 422)",
  }),
  email: Email,
  mobileNumber: Type.String({
    pattern: '^\\+[0-9]{5,20}$',
    description: "E.164: '+', the dial code and the number, e.g. +923001234567; a valid mobile number of the X-Country-Key's country (else 422)",
  }),
  /** '1-1-other' (defaultPromoCode) when the visitor gave none; the second part is the location id. */
  promoCode: Type.Optional(Type.String({ maxLength: 60, pattern: '^[A-Za-z0-9-]*$' })),
});
export const CustomerProfile = Obj({
  customerId: PublicId,
  name: Type.String(),
  email: Type.String(),
  mobileNumber: Type.String(),
  promoCode: Type.String(),
  accessToken: Type.String({
    description: 'Send it as X-Access-Token on every call about this customer or its applications. Given only here; the API keeps only its hash.',
  }),
});

// The static types of the schemas above, by the same names.
export type CustomerProfileRequest = Static<typeof CustomerProfileRequest>;
export type CustomerProfile = Static<typeof CustomerProfile>;
