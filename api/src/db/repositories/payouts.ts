import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { bonuses, payoutBatches } from '../partner-schema.js';
import { lockNaturalKey } from './locks.js';

/** Payout batches (migrations/0013): confirmed bonuses of one currency, paid together. */

export type PayoutBatch = typeof payoutBatches.$inferSelect;

/**
 * A new batch of every confirmed bonus of `currency` in no batch yet, its total their sum; undefined
 * (and nothing written) when there is none. In one transaction: each bonus row is taken with its
 * lock, so a concurrent batch or reversal either waits for this one or is waited for.
 */
export async function createBatch(tx: Tx, currency: string, createdBy: string): Promise<PayoutBatch | undefined> {
  // Batches of one currency are made one at a time: two would otherwise lock the same bonuses in any order.
  await lockNaturalKey(tx, `payout-batch:${currency}`);
  const [batch] = await tx.insert(payoutBatches).values({ currency, createdBy, total: 1, bonusCount: 1 }).returning();
  const taken = await tx
    .update(bonuses)
    .set({ batchId: batch.id })
    .where(and(
      eq(bonuses.currency, currency), isNull(bonuses.batchId), isNull(bonuses.cancelledAt), sql`${bonuses.lockUntil} <= now()`,
    ))
    .returning({ amount: bonuses.amount });
  if (!taken.length) {
    await tx.delete(payoutBatches).where(eq(payoutBatches.id, batch.id));
    return undefined;
  }
  const [made] = await tx
    .update(payoutBatches)
    .set({ total: taken.reduce((sum, b) => sum + b.amount, 0), bonusCount: taken.length })
    .where(eq(payoutBatches.id, batch.id))
    .returning();
  return made;
}

/**
 * Approves the batch as `approvedBy`: only once, and only by another operator than its creator
 * (four eyes).
 */
export async function approveBatch(tx: Tx, batchId: number, approvedBy: string): Promise<PayoutBatch | undefined> {
  const [row] = await tx
    .update(payoutBatches)
    .set({ approvedBy, approvedAt: sql`now()` })
    .where(and(eq(payoutBatches.id, batchId), isNull(payoutBatches.approvedBy), ne(payoutBatches.createdBy, approvedBy)))
    .returning();
  return row;
}

/**
 * Marks the batch paid, only once: an approved batch by any operator, or a batch not yet approved
 * by another operator than its creator, who approves it with the same act.
 */
export async function markBatchPaid(tx: Tx, batchId: number, by: string): Promise<PayoutBatch | undefined> {
  const [row] = await tx
    .update(payoutBatches)
    .set({
      approvedBy: sql`coalesce(${payoutBatches.approvedBy}, ${by})`,
      approvedAt: sql`coalesce(${payoutBatches.approvedAt}, now())`,
      paidAt: sql`now()`,
    })
    .where(and(
      eq(payoutBatches.id, batchId), isNull(payoutBatches.paidAt),
      or(isNotNull(payoutBatches.approvedBy), ne(payoutBatches.createdBy, by)),
    ))
    .returning();
  return row;
}

export async function listBatches(db: Tx): Promise<PayoutBatch[]> {
  return db.select().from(payoutBatches).orderBy(desc(payoutBatches.id));
}

export async function findBatch(db: Tx, batchId: number): Promise<PayoutBatch | undefined> {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  return row;
}

