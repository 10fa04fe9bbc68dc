import type { Db } from '../db/client.js';
import { createBatch, findBatch, markBatchPaid, type PayoutBatch } from '../db/repositories/payouts.js';
import { ProblemError } from '../domain/problem.js';

/**
 * Paying the bonuses out (the operator console calls these): a batch is made of the confirmed
 * bonuses of a currency by one operator and marked paid by another.
 */

export async function createPayoutBatch(db: Db, currency: string, createdBy: string): Promise<PayoutBatch> {
  const batch = await db.transaction((tx) => createBatch(tx, currency, createdBy));
  if (!batch) throw new ProblemError(409, 'payout.nothing-to-pay', 'Nothing to pay', `No confirmed ${currency} bonus is waiting for a payout batch.`);
  return batch;
}

export async function markPayoutBatchPaid(db: Db, batchId: number, approvedBy: string): Promise<PayoutBatch> {
  const paid = await db.transaction((tx) => markBatchPaid(tx, batchId, approvedBy));
  if (paid) return paid;
  const batch = await findBatch(db, batchId);
  if (!batch) throw new ProblemError(404, 'payout.batch-not-found', 'Not Found', `Payout batch ${batchId} does not exist.`, 'not-found');
  if (batch.paidAt) throw new ProblemError(409, 'payout.already-paid', 'Already paid', `Payout batch ${batchId} was marked paid already.`);
  throw new ProblemError(409, 'payout.same-operator', 'Same operator', `Payout batch ${batchId} must be approved by another operator than the one who created it.`);
}
