/** The support desk's tickets (support_requests), their notes and replies, and their mails (migrations/0016). */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { mailOutbox, supportRequests } from '../schema.js';
import { supportTicketEntries } from '../support-schema.js';

export type TicketRow = typeof supportRequests.$inferSelect;
export type TicketEntryRow = typeof supportTicketEntries.$inferSelect;

export interface TicketFilter {
  status?: TicketRow['status'];
  kind?: TicketRow['kind'];
  /** Part of the visitor's e-mail address or name, or a complaint's reference. */
  search?: string;
  limit: number;
  offset: number;
}

/** `%` and `_` typed by an operator match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The tickets of the filter, newest first, and how many match in all. */
export async function listTickets(db: Tx, filter: TicketFilter): Promise<{ rows: TicketRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(supportRequests.status, filter.status));
  if (filter.kind) conditions.push(eq(supportRequests.kind, filter.kind));
  if (filter.search) {
    const pattern = likePattern(filter.search.trim());
    conditions.push(or(ilike(supportRequests.email, pattern), ilike(supportRequests.name, pattern), ilike(supportRequests.reference, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db.select().from(supportRequests).where(where)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id)).limit(filter.limit).offset(filter.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(supportRequests).where(where);
  return { rows, total: Number(total) };
}

/** One ticket; with `forUpdate`, locked until the transaction ends. */
export async function ticketById(db: Tx, id: number, { forUpdate = false } = {}): Promise<TicketRow | undefined> {
  const query = db.select().from(supportRequests).where(eq(supportRequests.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function entriesOf(db: Tx, ticketId: number): Promise<TicketEntryRow[]> {
  return db.select().from(supportTicketEntries).where(eq(supportTicketEntries.supportRequestId, ticketId))
    .orderBy(asc(supportTicketEntries.createdAt), asc(supportTicketEntries.id));
}

/** The mails of a ticket (its confirmation, its copy to the support inbox, the replies) and their delivery. */
export async function mailsOfTicket(db: Tx, ticketId: number) {
  return db.select({
    id: mailOutbox.id, kind: mailOutbox.kind, subject: mailOutbox.subject, status: mailOutbox.status,
    createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt,
  }).from(mailOutbox).where(eq(mailOutbox.supportRequestId, ticketId)).orderBy(asc(mailOutbox.createdAt));
}

export async function insertTicketEntry(db: Tx, values: typeof supportTicketEntries.$inferInsert): Promise<TicketEntryRow> {
  const [row] = await db.insert(supportTicketEntries).values(values).returning();
  return row;
}

export async function setTicketStatus(db: Tx, id: number, status: TicketRow['status']): Promise<TicketRow> {
  const [row] = await db.update(supportRequests).set({ status, updatedAt: sql`now()` }).where(eq(supportRequests.id, id)).returning();
  return row;
}
