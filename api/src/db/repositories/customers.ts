import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { customers } from '../schema.js';
import { functionRows } from '../function-rows.js';
import { tokenHashesOf } from './access-tokens.js';

type NewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'publicId' | 'createdAt'>;

/**
 * Creates a customer with an access token (the SHA-256 `tokenHash`), or gives another token to the
 * one created with the same country, name, e-mail (any case), phone, promo code and location
 * within `windowMs` (a double click, or a retry after a lost answer): concurrent identical creates
 * wait on one lock, and all but the first find the first one's row. One statement, so a customer
 * is never stored without a way to reach it (migrations/0009 `create_customer_once`).
 */
export async function createCustomerOnce(db: Tx, values: NewCustomer, tokenHash: Buffer, windowMs: number) {
  const lockKey = `customer:${values.country}:${values.email.toLowerCase()}:${values.mobileNumber}`;
  const [row] = await functionRows(db, customers, sql`select * from create_customer_once(
    ${lockKey}, ${windowMs}::int, ${tokenHash}::bytea,
    ${values.country}, ${values.name}, ${values.email}, ${values.mobileNumber}, ${values.promoCode}, ${values.locationId}::int)`);
  return row;
}

/** The customer with the hashes of its access tokens. */
export async function findCustomerByPublicId(db: Tx, publicId: string) {
  const [row] = await db
    .select({ customer: customers, tokenHashes: tokenHashesOf(customers.id) })
    .from(customers)
    .where(eq(customers.publicId, publicId));
  return row;
}
