import type { Db } from '../db/client.js';
import { createBatch, findBatch, markBatchPaid, type PayoutBatch } from '../db/repositories/payouts.js';
import { DomainError } from '../domain/problem.js';
import { bonusesOfBatch } from '../db/repositories/bonuses.js';
import type { MailContext } from '../mail/context.js';
import { newsOf, queueBonusPaid } from '../mail/status-mails.js';

/**
 * Paying the bonuses out (the operator console calls these): a batch is made of the confirmed
 * bonuses of a currency by one operator and marked paid by another.
 */

export async function createPayoutBatch(db: Db, currency: string, createdBy: string): Promise<PayoutBatch> {
  const batch = await db.transaction((tx) => createBatch(tx, currency, createdBy));
  if (!batch) throw new DomainError('conflict', 'payout.nothing-to-pay', 'Nothing to pay', `No confirmed ${currency} bonus is waiting for a payout batch.`);
  return batch;
}

/** With `mail`, each visitor whose bonus the batch pays gets the bonus-paid mail, queued with the change. */
export async function markPayoutBatchPaid(db: Db, batchId: number, approvedBy: string, mail?: MailContext): Promise<PayoutBatch> {
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
    return batch;
  });
  if (paid) return paid;
  const batch = await findBatch(db, batchId);
  if (!batch) throw new DomainError('not-found', 'payout.batch-not-found', 'Not Found', `Payout batch ${batchId} does not exist.`, 'not-found');
  if (batch.paidAt) throw new DomainError('conflict', 'payout.already-paid', 'Already paid', `Payout batch ${batchId} was marked paid already.`);
  throw new DomainError('conflict', 'payout.same-operator', 'Same operator', `Payout batch ${batchId} must be approved by another operator than the one who created it.`);
}
