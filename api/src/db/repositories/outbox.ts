import { and, eq, gt, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Tx } from '../client.js';
import { mailOutbox, supportRequests } from '../schema.js';
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

type NewConfirmation = Pick<NewMail, 'messageId' | 'kind' | 'toAddress' | 'subject' | 'html' | 'text'> & { applicationId: number };

/**
 * Queues an application's confirmation unless the inbox it goes to (recipientKey) has had
 * `limit.perHour` mails of `limit.kinds` in the last hour. The count and the insert wait on the
 * lock of `limit.lockKey`, so the limit holds for concurrent requests on every instance; a mail
 * with the same Message-ID queued already is kept. One statement (migrations/0009 `queue_confirmation`).
 */
export async function queueConfirmationWithinLimit(
  db: Tx, limit: { lockKey: string; kinds: MailKind[]; perHour: number }, mail: NewConfirmation,
): Promise<{ withinLimit: boolean; queued: boolean }> {
  const { rows } = (await db.execute(sql`select within_limit, queued from queue_confirmation(
    ${limit.lockKey}, ${limit.perHour}::int, ${sql.param(limit.kinds)}::mail_kind[],
    ${crypto.randomUUID()}::uuid, ${mail.messageId}, ${mail.kind}, ${mail.applicationId}::int,
    ${mail.toAddress}, ${recipientKey(mail.toAddress)}, ${mail.subject}, ${mail.html}, ${mail.text})`)) as unknown as {
    rows: { within_limit: boolean; queued: boolean }[];
  };
  return { withinLimit: rows[0].within_limit, queued: rows[0].queued };
}

/**
 * Whether a mail whose Message-ID is `messageId.before`, the value of `id`, `messageId.after`
 * (domain/mail.ts messageIdAround) is queued, as a column of the query that reads `id`'s row.
 */
export const mailQueuedFor = (id: AnyColumn, messageId: { before: string; after: string }): SQL.Aliased<boolean> =>
  sql`exists (select 1 from ${mailOutbox} m where m.message_id = ${messageId.before}::text || ${id}::text || ${messageId.after}::text)`
    .mapWith(Boolean)
    .as('mail_queued');

/** How many mails were queued in the last hour, and how many seconds until the oldest of them leaves the hour. */
export interface HourCount {
  count: number;
  freeInSeconds: number;
}

async function lastHour(db: Tx, where: ReturnType<typeof and>): Promise<HourCount> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      free: sql<number>`coalesce(ceil(extract(epoch from min(${mailOutbox.createdAt}) + interval '1 hour' - now())), 0)::int`,
    })
    .from(mailOutbox)
    .where(and(where, gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`)));
  return { count: Number(row?.n ?? 0), freeInSeconds: Math.max(1, Number(row?.free ?? 0)) };
}

/** Mails of these kinds queued in the last hour, by every instance, to the inbox `key` names (domain/mail.ts recipientKey). */
export function recentMailsTo(db: Tx, key: string, kinds: MailKind[]): Promise<HourCount> {
  return lastHour(db, and(eq(mailOutbox.recipientKey, key), inArray(mailOutbox.kind, kinds)));
}

/** Mails of this kind queued in the last hour by every instance, whatever their recipient. */
export function recentMailsOfKind(db: Tx, kind: MailKind): Promise<HourCount> {
  return lastHour(db, eq(mailOutbox.kind, kind));
}

export async function insertSupportRequest(db: Tx, values: typeof supportRequests.$inferInsert) {
  const [row] = await db.insert(supportRequests).values(values).returning();
  return row;
}
