import { openText, sealText, type SecretKey } from './secret-box.js';

/**
 * An operator's TOTP secret at rest, the enrolled one (operators.totp_sealed) and the one being
 * enrolled (in the session's row): sealed (domain/secret-box.ts) under OPERATOR_TOTP_KEY, bound
 * to the operator (a sealed secret moved to another operator does not open).
 */

/**
 * OPERATOR_TOTP_KEY's value outside production when it is not set (`npm start`, tests): public,
 * so it protects nothing; production refuses to start without a key of its own.
 */
export const developmentTotpKeyHex = '6f70657261746f722d746f74702d6b65792d666f722d646576656c6f706d656e';

const operatorData = (operatorId: number) => `operator-totp:${operatorId}`;

export function sealTotpSecret(key: SecretKey, operatorId: number, secret: string): Buffer {
  return sealText(key, operatorData(operatorId), secret);
}

/** The secret, or null when it does not open with this key for this operator. */
export function openTotpSecret(key: SecretKey, operatorId: number, sealed: Buffer): string | null {
  return openText(key, operatorData(operatorId), sealed);
}
