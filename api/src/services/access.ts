import crypto from 'node:crypto';

/**
 * Access tokens: a visitor's customer and applications are reached only by the one who created
 * the customer. Creating a customer hands out a random token (256 bits, base64url); the database
 * keeps only its SHA-256, so a copy of the database gives no one a working token. Every call that
 * names the customer or one of its applications must present the token (X-Access-Token).
 */

const tokenBytes = 32;
/** What a token looks like on the wire: 32 bytes in base64url, without padding. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedToken {
  /** Given to the visitor once, in the answer that creates the customer. */
  token: string;
  /** What is stored. */
  hash: Buffer;
}

export function hashAccessToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}

export function issueAccessToken(): IssuedToken {
  const token = crypto.randomBytes(tokenBytes).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

/** The hash of a presented header value, or null when there is none or it cannot be a token. */
export function presentedTokenHash(value: string | string[] | undefined): Buffer | null {
  return typeof value === 'string' && tokenShape.test(value) ? hashAccessToken(value) : null;
}

/**
 * Is `presented` one of the customer's stored hashes. Every stored hash is compared, each in
 * constant time, so the answer takes as long whichever one (if any) matches.
 */
export function tokenMatches(presented: Buffer | null, stored: readonly Buffer[]): boolean {
  if (!presented) return false;
  let match = false;
  for (const hash of stored) {
    if (hash.length === presented.length && crypto.timingSafeEqual(hash, presented)) match = true;
  }
  return match;
}
