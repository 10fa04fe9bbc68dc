import { randomBytes } from 'node:crypto';
import { openText, sealText, type SecretKey } from './secret-box.js';

/**
 * A bank's postback secret at rest: sealed (domain/secret-box.ts) under PARTNER_SECRET_KEY, bound
 * to the bank (a sealed secret moved to another bank does not open).
 */

export { secretKeyFrom, type SecretKey } from './secret-box.js';

const bankData = (bankId: number) => `partner-secret:${bankId}`;

/** iv, tag and ciphertext of `secret`, in one buffer. */
export function seal(key: SecretKey, bankId: number, secret: string): Buffer {
  return sealText(key, bankData(bankId), secret);
}

/** The secret `sealed` holds, or null when it does not open with this key for this bank. */
export function open(key: SecretKey, bankId: number, sealed: Buffer): string | null {
  return openText(key, bankData(bankId), sealed);
}

/** A new secret as a bank receives it: 32 random bytes, hex. */
export function newPartnerSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}
