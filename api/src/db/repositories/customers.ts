import { eq } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { customers, locations } from '../schema.js';

export async function findLocation(db: Tx, id: number) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row;
}

export async function insertCustomer(db: Tx, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning();
  return row;
}

export async function findCustomer(db: Tx, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}
