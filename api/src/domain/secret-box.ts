import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A secret at rest: AES-256-GCM under a key of the settings, bound to what it belongs to (the
 * `purpose` is the additional data, so a sealed value moved to another record does not open).
 * A copy of the database without the key gives nobody a usable secret.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretKey = Buffer;

/** A key setting's value (64 hex digits), or null when the setting is empty. */
export function secretKeyFrom(hex: string): SecretKey | null {
  return hex ? Buffer.from(hex, 'hex') : null;
}

/** iv, tag and ciphertext of `secret`, in one buffer. */
export function sealText(key: SecretKey, purpose: string, secret: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The secret `sealed` holds, or null when it does not open with this key for this purpose. */
export function openText(key: SecretKey, purpose: string, sealed: Buffer): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
