import crypto from 'node:crypto';
import { idempotencyKeyHeader, idempotencyKeyLength } from '@storefront/shared/contract';
import { DomainError } from './problem.js';

/**
 * The Idempotency-Key request header (IETF draft "The Idempotency-Key HTTP Header Field"): a value
 * the client draws at random for one submission and sends again only when it repeats that very
 * submission. The API keeps its SHA-256 with what the request created, so a repeat is recognised
 * by something only the first caller has.
 */

/** The header as Fastify names it (lower case). */
export const idempotencyKeyHeaderName = idempotencyKeyHeader.toLowerCase();

const { min, max } = idempotencyKeyLength;
/** Visible ASCII but the quote and the backslash (the characters of a plain structured-field string). */
const keyShape = new RegExp(`^[\\x21\\x23-\\x5B\\x5D-\\x7E]{${min},${max}}$`);

const invalidKey = () => new DomainError(
  'invalid', 'request.idempotency-key-invalid', 'Invalid Idempotency-Key',
  `The Idempotency-Key header must be ${min} to ${max} visible ASCII characters (without quotes or backslashes inside), e.g. a UUID.`,
);

/** The request named an earlier submission's key with other details. */
export const idempotencyKeyReused = () => new DomainError(
  'refused', 'request.idempotency-key-reused', 'Idempotency-Key reused',
  'This Idempotency-Key was sent with other details. Send a new key for a new submission.',
);

/**
 * The SHA-256 of the request's Idempotency-Key, or null when it sends none. A value that cannot be
 * a key (too short, too long, other characters, the header sent twice) is a 400.
 */
export function idempotencyKeyHash(value: string | string[] | undefined): Buffer | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') throw invalidKey();
  const quoted = /^"(.*)"$/.exec(value);
  const key = quoted ? quoted[1] : value;
  if (!keyShape.test(key)) throw invalidKey();
  return crypto.createHash('sha256').update(key).digest();
}
