import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A bank's postback secret at rest: AES-256-GCM under PARTNER_SECRET_KEY, bound to the bank (its
 * id is the additional data, so a sealed secret moved to another bank does not open). A copy of
 * the database without the key gives nobody a usable secret.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretKey = Buffer;

/** The key from PARTNER_SECRET_KEY (64 hex digits), or null when the setting is empty. */
export function secretKeyFrom(hex: string): SecretKey | null {
  return hex ? Buffer.from(hex, 'hex') : null;
}

const bankData = (bankId: number) => Buffer.from(`partner-secret:${bankId}`);

/** iv, tag and ciphertext of `secret`, in one buffer. */
export function seal(key: SecretKey, bankId: number, secret: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(bankData(bankId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The secret `sealed` holds, or null when it does not open with this key for this bank. */
export function open(key: SecretKey, bankId: number, sealed: Buffer): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(bankData(bankId));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A new secret as a bank receives it: 32 random bytes, hex. */
export function newPartnerSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}
