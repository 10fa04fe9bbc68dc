import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The postback signature (Stripe's scheme): `t=<unix seconds>,v1=<hex HMAC-SHA256 over
 * "<t>.<raw body>" with the bank's secret>`. Several v1 values may be given (a bank signing with
 * both secrets during a rotation); one that matches any of the bank's secrets is enough.
 */

export interface ParsedSignature {
  timestamp: number;
  signatures: Buffer[];
}

/** The header's parts, or null when it is not of the form above. */
export function parseSignature(header: string | undefined): ParsedSignature | null {
  if (!header) return null;
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [name, value, ...rest] = part.trim().split('=');
    if (rest.length || value === undefined) return null;
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  return timestamp === null || !signatures.length ? null : { timestamp, signatures };
}

/** The hex HMAC-SHA256 of "<t>.<body>" with `secret`: what a bank sends as v1. */
export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The whole header a bank sends for `body` at `timestamp`. */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${sign(secret, timestamp, body)}`;
}

/** Whether any of the signatures is the HMAC of the body with any of the secrets (each compared in constant time). */
export function signatureMatches(parsed: ParsedSignature, secrets: string[], body: string): boolean {
  let matched = false;
  for (const secret of secrets) {
    const expected = Buffer.from(sign(secret, parsed.timestamp, body), 'hex');
    for (const given of parsed.signatures) {
      // No early return: every pair is compared, so the time taken says nothing about which matched.
      if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
    }
  }
  return matched;
}

/** Whether the signature's time is within `toleranceSeconds` of `nowSeconds`, either way. */
export function isFresh(timestamp: number, nowSeconds: number, toleranceSeconds: number): boolean {
  return Math.abs(nowSeconds - timestamp) <= toleranceSeconds;
}
