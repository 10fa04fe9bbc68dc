import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

/** Advisory-lock class of the idempotent creates (the migration lock in client.ts is another key). */
const CREATE_LOCK_CLASS = 7_311_005;

/**
 * Serialises the transactions that create a record with the same natural key: a transaction-level
 * advisory lock on a hash of the key, released at commit or rollback. The same on PostgreSQL and
 * PGlite (where transactions run one at a time anyway). A hash collision only makes two unrelated
 * creates wait for each other.
 */
export async function lockNaturalKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK_CLASS}::int, hashtext(${key}))`);
}

/** `created_at` within the last `windowMs` milliseconds (of the transaction's clock). */
export const withinWindow = (column: unknown, windowMs: number) =>
  sql`${column} > now() - ${windowMs}::int * interval '1 millisecond'`;
