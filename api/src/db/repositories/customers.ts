import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { customers } from '../schema.js';
import { lockNaturalKey, withinWindow } from './locks.js';
import { tokenHashesOf } from './access-tokens.js';

export async function insertCustomer(db: Tx, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning();
  return row;
}

type NewCustomer = typeof customers.$inferInsert;

/** The newest customer created with exactly these details within the window. */
async function findRecentCustomer(db: Tx, values: NewCustomer, windowMs: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(
      sql`lower(${customers.email}) = lower(${values.email})`,
      eq(customers.country, values.country),
      eq(customers.mobileNumber, values.mobileNumber),
      eq(customers.name, values.name),
      eq(customers.promoCode, values.promoCode),
      eq(customers.locationId, values.locationId),
      withinWindow(customers.createdAt, windowMs),
    ))
    .orderBy(desc(customers.id))
    .limit(1);
  return row;
}

/**
 * Creates a customer, or returns the one created with the same country, name, e-mail, phone and
 * promo code within `windowMs` (a double click, or a retry after a lost answer): concurrent
 * identical creates wait on one lock, and all but the first find the first one's row. Run it in a
 * transaction: the lock is held until that ends.
 */
export async function createCustomerOnce(tx: Tx, values: NewCustomer, windowMs: number) {
  if (windowMs > 0) {
    await lockNaturalKey(tx, `customer:${values.country}:${values.email.toLowerCase()}:${values.mobileNumber}`);
    const recent = await findRecentCustomer(tx, values, windowMs);
    if (recent) return recent;
  }
  return insertCustomer(tx, values);
}

/** The customer with the hashes of its access tokens. */
export async function findCustomerByPublicId(db: Tx, publicId: string) {
  const [row] = await db
    .select({ customer: customers, tokenHashes: tokenHashesOf(customers.id) })
    .from(customers)
    .where(eq(customers.publicId, publicId));
  return row;
}
