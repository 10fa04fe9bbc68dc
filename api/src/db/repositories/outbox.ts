import { and, eq, gt, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Tx } from '../client.js';
import { helpRequestClients, mailOutbox, supportRequests } from '../schema.js';
import { recipientKey } from '../../domain/mail.js';

type MailKind = (typeof mailOutbox.$inferSelect)['kind'];
type NewMail = Omit<typeof mailOutbox.$inferInsert, 'id' | 'status' | 'attempts' | 'recipientKey' | 'anonymisedAt'>;

/** Queues a mail unless one with the same Message-ID is queued already; returns the outbox id either way. */
export async function enqueueMail(db: Tx, mail: NewMail): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, id: crypto.randomUUID(), recipientKey: recipientKey(mail.toAddress) })
    .onConflictDoNothing({ target: mailOutbox.messageId })
    .returning({ id: mailOutbox.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.messageId, mail.messageId));
  return { id: existing.id, created: false };
}

/** A confirmation kind: one such mail per application at most (migrations/0011 `mail_outbox_confirmation_idx`). */
export const confirmationKinds = ['card_confirmation', 'loan_confirmation'] as const satisfies readonly MailKind[];

export type NewConfirmation = Pick<NewMail, 'messageId' | 'toAddress' | 'subject' | 'html' | 'text'> & {
  kind: (typeof confirmationKinds)[number];
  applicationId: number;
};

/**
 * Queues an application's confirmation unless the application has one already (by application or
 * by Message-ID: concurrent calls queue one between them); whether this call added it.
 */
export async function enqueueConfirmation(db: Tx, mail: NewConfirmation): Promise<boolean> {
  const rows = await db
    .insert(mailOutbox)
    .values({ ...mail, id: crypto.randomUUID(), recipientKey: recipientKey(mail.toAddress) })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** The confirmation kinds as SQL literals: the condition of the partial unique index, so a query can use it. */
const confirmationKindList = sql.raw(confirmationKinds.map((kind) => `'${kind}'`).join(', '));

/** Whether the application in `applicationId` has its confirmation queued: a condition of the query that reads it. */
export const confirmationQueuedFor = (applicationId: AnyColumn): SQL =>
  sql`exists (select 1 from ${mailOutbox} m where m.application_id = ${applicationId} and m.kind in (${confirmationKindList}))`;

/**
 * Queues the ticket to the support inbox, due when the support inbox's budget has room for it:
 * now while fewer than `perHour` tickets are due in the hour before, otherwise an hour after the
 * `perHour`-th latest one, so that no hour ever holds more than `perHour`. The caller holds the
 * lock that serialises help requests. Returns the outbox id and in how many seconds it is due.
 */
export async function enqueueSupportCopy(db: Tx, mail: NewMail, perHour: number): Promise<{ id: string; dueInSeconds: number }> {
  const { rows: [slot] } = (await db.execute(sql`
    with slot as (
      select greatest(now(), (
        select c.scheduled_at + interval '1 hour' from ${mailOutbox} c
         where c.kind = 'support_copy' order by c.scheduled_at desc offset ${perHour - 1}::int limit 1)) as due)
    select due, ceil(extract(epoch from due - now()))::int as due_in_seconds from slot`)) as unknown as {
    rows: { due: Date | string; due_in_seconds: number }[];
  };
  const due = new Date(slot.due);
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, id: crypto.randomUUID(), recipientKey: recipientKey(mail.toAddress), scheduledAt: due, nextAttemptAt: due })
    .returning({ id: mailOutbox.id });
  return { id: row.id, dueInSeconds: Number(slot.due_in_seconds) };
}

/** How many rows (mails, help requests) were made in the last hour, and how many seconds until the oldest of them leaves the hour. */
export interface HourCount {
  count: number;
  freeInSeconds: number;
}

/** What a table of lastHour keeps: rows with their creation time. */
type Dated = typeof mailOutbox | typeof helpRequestClients;

async function lastHour(db: Tx, table: Dated, where: SQL | undefined): Promise<HourCount> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      free: sql<number>`coalesce(ceil(extract(epoch from min(${table.createdAt}) + interval '1 hour' - now())), 0)::int`,
    })
    .from(table)
    .where(and(where, gt(table.createdAt, sql`now() - interval '1 hour'`)));
  return { count: Number(row?.n ?? 0), freeInSeconds: Math.max(1, Number(row?.free ?? 0)) };
}

/** Mails of these kinds queued in the last hour, by every instance, to the inbox `key` names (domain/mail.ts recipientKey). */
export function recentMailsTo(db: Tx, key: string, kinds: MailKind[]): Promise<HourCount> {
  return lastHour(db, mailOutbox, and(eq(mailOutbox.recipientKey, key), inArray(mailOutbox.kind, kinds)));
}

export async function insertSupportRequest(db: Tx, values: typeof supportRequests.$inferInsert) {
  const [row] = await db.insert(supportRequests).values(values).returning();
  return row;
}

/** The help requests this client (a key of its address, see mail/requests.ts) made in the last hour, by every instance. */
export function recentHelpRequestsOf(db: Tx, clientKey: string): Promise<HourCount> {
  return lastHour(db, helpRequestClients, eq(helpRequestClients.clientKey, clientKey));
}

/** Counts a help request of this client, and forgets the ones older than an hour (no budget counts them). */
export async function recordHelpRequestOf(db: Tx, clientKey: string): Promise<void> {
  await db.delete(helpRequestClients).where(lte(helpRequestClients.createdAt, sql`now() - interval '1 hour'`));
  await db.insert(helpRequestClients).values({ clientKey });
}

/** A mail claimed for delivery (claimMails). */
export interface ClaimedMail {
  id: string;
  message_id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

/**
 * Claims up to `batchSize` mails due for delivery (queued and due, or claimed by a worker whose
 * claim expired) for `claimMs`: FOR UPDATE SKIP LOCKED, so concurrent workers never claim one row twice.
 */
export async function claimMails(db: Tx, batchSize: number, claimMs: number): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    UPDATE mail_outbox
       SET status = 'sending', attempts = attempts + 1, locked_until = now() + ${claimMs} * interval '1 millisecond'
     WHERE id IN (
       SELECT id FROM mail_outbox
        WHERE (status = 'queued' AND next_attempt_at <= now())
           OR (status = 'sending' AND locked_until < now())
        ORDER BY next_attempt_at, created_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, message_id, to_address, reply_to, subject, html, text, attempts`);
  return (result as unknown as { rows: ClaimedMail[] }).rows;
}

/** Records a mail as sent, at the time the SMTP server accepted it. */
export async function markMailSent(db: Tx, id: string, acceptedAt: Date): Promise<void> {
  await db.execute(sql`
    UPDATE mail_outbox SET status = 'sent', sent_at = ${acceptedAt.toISOString()}::timestamptz, locked_until = NULL, last_error = NULL
     WHERE id = ${id}`);
}

/** A failed delivery: the mail is queued again in `delayMs`, or failed for good once it has had `maxAttempts`. */
export async function deferMail(db: Tx, id: string, delayMs: number, maxAttempts: number, reason: string): Promise<void> {
  await db.execute(sql`
    UPDATE mail_outbox
       SET status = CASE WHEN attempts >= ${maxAttempts} THEN 'failed'::mail_status ELSE 'queued'::mail_status END,
           next_attempt_at = now() + ${delayMs} * interval '1 millisecond',
           locked_until = NULL, last_error = ${reason}
     WHERE id = ${id}`);
}

/** The outbox in numbers, over every instance's mails. */
export interface OutboxCounts {
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  /** Failed SMTP attempts, retried or given up. */
  failedAttempts: number;
  /** How long the oldest mail due and not delivered yet has been due (0 when none). */
  oldestPendingSeconds: number;
}

export async function outboxCounts(db: Tx): Promise<OutboxCounts> {
  // A sent row failed attempts-1 times, a row being sent attempts-1 so far, any other row `attempts` times.
  const result = await db.execute(sql`
    SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued,
           count(*) FILTER (WHERE status = 'sending')::int AS sending,
           count(*) FILTER (WHERE status = 'sent')::int AS sent,
           count(*) FILTER (WHERE status = 'failed')::int AS failed,
           (coalesce(sum(attempts), 0) - count(*) FILTER (WHERE status IN ('sent', 'sending') AND attempts > 0))::int AS failed_attempts,
           coalesce(extract(epoch FROM now() - min(scheduled_at) FILTER (WHERE status IN ('queued', 'sending') AND scheduled_at <= now())), 0)::float8 AS oldest_pending_seconds
      FROM mail_outbox`);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
  return {
    queued: Number(row.queued), sending: Number(row.sending), sent: Number(row.sent), failed: Number(row.failed),
    failedAttempts: Number(row.failed_attempts), oldestPendingSeconds: Number(row.oldest_pending_seconds),
  };
}
