import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

/**
 * Serialises the transactions that write a record with the same natural key: the transaction-level
 * advisory lock of migrations/0009 (`lock_natural_key`) on a hash of the key, released at commit
 * or rollback. The same on PostgreSQL and PGlite (where transactions run one at a time anyway).
 * The locked writes of the journey take it inside their own functions (the same migration).
 */
export async function lockNaturalKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select lock_natural_key(${key})`);
}
