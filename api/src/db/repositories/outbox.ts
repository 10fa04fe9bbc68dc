import { and, eq, gt, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Tx } from '../client.js';
import { mailOutbox, supportRequests } from '../schema.js';

type NewMail = Omit<typeof mailOutbox.$inferInsert, 'id' | 'status' | 'attempts'>;

/** Queues a mail unless one with the same Message-ID is queued already; returns the outbox id either way. */
export async function enqueueMail(db: Tx, mail: NewMail): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, id: crypto.randomUUID() })
    .onConflictDoNothing({ target: mailOutbox.messageId })
    .returning({ id: mailOutbox.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.messageId, mail.messageId));
  return { id: existing.id, created: false };
}

export async function findMailByMessageId(db: Tx, messageId: string) {
  const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.messageId, messageId));
  return row;
}

/** Mails queued to this address in the last hour, by every instance. */
export async function recentMailsTo(db: Tx, address: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(sql`lower(${mailOutbox.toAddress}) = lower(${address})`, gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`)));
  return Number(row?.n ?? 0);
}

export async function insertSupportRequest(db: Tx, values: typeof supportRequests.$inferInsert) {
  const [row] = await db.insert(supportRequests).values(values).returning();
  return row;
}
