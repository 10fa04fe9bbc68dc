import { randomInt } from 'node:crypto';
import {
  APPLICATION_REFERENCE_ALPHABET, APPLICATION_REFERENCE_LENGTH, APPLICATION_REFERENCE_PREFIX, COMPLAINT_REFERENCE_PREFIX,
} from '@storefront/shared/contract';

/**
 * A fresh application reference: the prefix and characters drawn uniformly (crypto.randomInt, no
 * modulo bias) from the look-alike-free alphabet. 31^8 ≈ 8.5e11 values: a collision is rare, and
 * the database's unique constraint catches it (the insert draws again).
 */
export function newApplicationReference(): string {
  return randomReference(APPLICATION_REFERENCE_PREFIX);
}

/** A fresh complaint reference (CP-XXXXXXXX), drawn as an application's. */
export function newComplaintReference(): string {
  return randomReference(COMPLAINT_REFERENCE_PREFIX);
}

function randomReference(prefix: string): string {
  let body = '';
  for (let i = 0; i < APPLICATION_REFERENCE_LENGTH; i += 1) {
    body += APPLICATION_REFERENCE_ALPHABET[randomInt(APPLICATION_REFERENCE_ALPHABET.length)];
  }
  return prefix + body;
}

/** How many references an insert draws before it gives up (each a ~1e-12 chance of colliding). */
export const REFERENCE_ATTEMPTS = 5;
