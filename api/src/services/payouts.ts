import type { Db, Tx } from '../db/client.js';
import { approveBatch, createBatch, findBatch, markBatchPaid, type PayoutBatch } from '../db/repositories/payouts.js';
import { DomainError } from '../domain/problem.js';
import { bonusesOfBatch } from '../db/repositories/bonuses.js';
import type { MailContext } from '../mail/context.js';
import { newsOf, queueBonusPaid } from '../mail/status-mails.js';

/**
 * Paying the bonuses out (the operator console calls these): a batch is made of the confirmed
 * bonuses of a currency by one operator, approved by another (four eyes) and marked paid.
 */

export async function createPayoutBatch(
  db: Db, currency: string, createdBy: string, onCreated?: (tx: Tx, batch: PayoutBatch) => Promise<unknown>,
): Promise<PayoutBatch> {
  const batch = await db.transaction(async (tx) => {
    const made = await createBatch(tx, currency, createdBy);
    if (made && onCreated) await onCreated(tx, made);
    return made;
  });
  if (!batch) throw new DomainError('conflict', 'payout.nothing-to-pay', 'Nothing to pay', `No confirmed ${currency} bonus is waiting for a payout batch.`);
  return batch;
}

/**
 * Approves a batch (four eyes): by another operator than the one who created it, once. With `onApproved`,
 * what else the approval writes (the audit line) in its transaction.
 */
export async function approvePayoutBatch(
  db: Db, batchId: number, approvedBy: string, onApproved?: (tx: Tx, batch: PayoutBatch) => Promise<unknown>,
): Promise<PayoutBatch> {
  const approved = await db.transaction(async (tx) => {
    const batch = await approveBatch(tx, batchId, approvedBy);
    if (batch && onApproved) await onApproved(tx, batch);
    return batch;
  });
  if (approved) return approved;
  const batch = await findBatch(db, batchId);
  if (!batch) throw batchNotFound(batchId);
  if (batch.approvedBy) throw new DomainError('conflict', 'payout.already-paid', 'Already approved', `Payout batch ${batchId} was approved already.`);
  throw sameOperator(batchId);
}

export interface PayOptions {
  /** Refuse a batch no second operator has approved yet (the console's rule). */
  requireApproval?: boolean;
  /** What else marking it paid writes (the audit line), in its transaction. */
  onPaid?: (tx: Tx, batch: PayoutBatch) => Promise<unknown>;
}

const batchNotFound = (batchId: number) =>
  new DomainError('not-found', 'payout.batch-not-found', 'Not Found', `Payout batch ${batchId} does not exist.`, 'not-found');
const sameOperator = (batchId: number) =>
  new DomainError('conflict', 'payout.same-operator', 'Same operator', `Payout batch ${batchId} must be approved by another operator than the one who created it.`);

/**
 * Marks a batch paid by `approvedBy` (who approves it too, if nobody has: another operator than its
 * creator). With `mail`, each visitor whose bonus the batch pays gets the bonus-paid mail, queued
 * with the change.
 */
export async function markPayoutBatchPaid(
  db: Db, batchId: number, approvedBy: string, mail?: MailContext, options: PayOptions = {},
): Promise<PayoutBatch> {
  if (options.requireApproval) {
    const batch = await findBatch(db, batchId);
    if (!batch) throw batchNotFound(batchId);
    if (!batch.approvedBy) throw new DomainError('conflict', 'payout.not-approved', 'Not approved', `Payout batch ${batchId} must be approved by a second operator before it is paid.`);
  }
  const paying = mail ? await bonusesOfBatch(db, batchId) : [];
  const news = mail ? await newsOf(mail, { applicationIds: paying.map((b) => b.applicationId) }) : [];
  const paid = await db.transaction(async (tx) => {
    const batch = await markBatchPaid(tx, batchId, approvedBy);
    if (batch && mail) {
      for (const bonus of paying) {
        const theirs = news.find((n) => n.recipient.applicationId === bonus.applicationId);
        if (theirs) await queueBonusPaid(tx, mail, theirs, bonus, batch.paidAt ?? new Date());
      }
    }
    if (batch && options.onPaid) await options.onPaid(tx, batch);
    return batch;
  });
  if (paid) return paid;
  const batch = await findBatch(db, batchId);
  if (!batch) throw batchNotFound(batchId);
  if (batch.paidAt) throw new DomainError('conflict', 'payout.already-paid', 'Already paid', `Payout batch ${batchId} was marked paid already.`);
  throw sameOperator(batchId);
}
