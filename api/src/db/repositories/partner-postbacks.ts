import { desc, eq } from 'drizzle-orm';
import type { PartnerEventStatus, Postback, PostbackOutcome } from '@storefront/shared/contract';
import type { Tx } from '../client.js';
import { partnerPostbacks } from '../partner-schema.js';

/**
 * Every postback a bank sent, with its outcome (migrations/0020): what the console lists. Only
 * what identifies the event and why it was answered so, never the body, its signature or a secret.
 */

export interface PostbackAttempt {
  bankId: number;
  via: Postback['via'];
  eventId?: string | null;
  reference?: string | null;
  status?: PartnerEventStatus | null;
  outcome: PostbackOutcome;
  answerStatus: number;
  /** Set exactly when the outcome is refused. */
  reason?: string | null;
}

/** A text the bank sent, kept within the column's bounds: null when empty. */
const bounded = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

export async function recordPostback(db: Tx, attempt: PostbackAttempt): Promise<void> {
  await db.insert(partnerPostbacks).values({
    bankId: attempt.bankId,
    via: attempt.via,
    eventId: bounded(attempt.eventId, 100),
    reference: bounded(attempt.reference, 100),
    status: attempt.status ?? null,
    outcome: attempt.outcome,
    answerStatus: attempt.answerStatus,
    reason: attempt.outcome === 'refused' ? bounded(attempt.reason, 500) ?? 'refused' : null,
  });
}

/** The bank's latest postbacks, newest first, with the outcome each got. */
export async function recentPostbacks(db: Tx, bankId: number, limit = 100): Promise<Postback[]> {
  const rows = await db.select().from(partnerPostbacks)
    .where(eq(partnerPostbacks.bankId, bankId))
    .orderBy(desc(partnerPostbacks.receivedAt), desc(partnerPostbacks.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id, eventId: r.eventId, receivedAt: r.receivedAt.toISOString(), via: r.via, reference: r.reference,
    status: r.status, outcome: r.outcome, answerStatus: r.answerStatus, reason: r.reason,
  }));
}
