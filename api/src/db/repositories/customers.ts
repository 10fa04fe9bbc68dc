import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { customers, locations } from '../schema.js';
import { lockNaturalKey, withinWindow } from './locks.js';

export async function findLocation(db: Tx, id: number) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row;
}

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
 * identical creates wait on one lock, and all but the first find the first one's row.
 */
export async function createCustomerOnce(db: Db, values: NewCustomer, windowMs: number) {
  if (windowMs <= 0) return insertCustomer(db, values);
  return db.transaction(async (tx) => {
    await lockNaturalKey(tx, `customer:${values.country}:${values.email.toLowerCase()}:${values.mobileNumber}`);
    return (await findRecentCustomer(tx, values, windowMs)) ?? insertCustomer(tx, values);
  });
}

export async function findCustomer(db: Tx, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}
