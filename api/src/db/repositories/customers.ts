import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { customers } from '../schema.js';
import { functionRows } from '../function-rows.js';
import { tokenHashesOf } from './access-tokens.js';

type NewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'publicId' | 'createdAt' | 'idempotencyKeyHash'>;

/** How a customer create is told apart from a repeat: what only its first caller has, and how long a repeat counts. */
export interface CreateTerms {
  /** The SHA-256 of the request's Idempotency-Key; null when it sent none (always a new customer). */
  keyHash: Buffer | null;
  windowMs: number;
  /** How long the new access token works. */
  tokenTtlHours: number;
}

/**
 * Creates a customer with an access token (the SHA-256 `tokenHash`), or gives another token to the
 * one created with the same Idempotency-Key within `windowMs` (a double click, or a retry after a
 * lost answer) when its details are the same. Undefined, and nothing stored, when that key's
 * customer has other details. Concurrent creates with one key wait on one lock, and all but the
 * first find the first one's row. Without a key every create is a new customer: details that
 * others may know never lead to an existing one. One statement, so a customer is never stored
 * without a way to reach it (migrations/0010 `create_customer_once`).
 */
export async function createCustomerOnce(db: Tx, values: NewCustomer, tokenHash: Buffer, terms: CreateTerms) {
  const [row] = await functionRows(db, customers, sql`select * from create_customer_once(
    ${terms.windowMs}::int, ${terms.keyHash}::bytea, ${tokenHash}::bytea, ${terms.tokenTtlHours}::int,
    ${values.country}, ${values.name}, ${values.email}, ${values.mobileNumber}, ${values.promoCode}, ${values.locationId}::int)`);
  return row as typeof row | undefined;
}

/** The customer with the hashes of its access tokens. */
export async function findCustomerByPublicId(db: Tx, publicId: string) {
  const [row] = await db
    .select({ customer: customers, tokenHashes: tokenHashesOf(customers.id) })
    .from(customers)
    .where(eq(customers.publicId, publicId));
  return row;
}
