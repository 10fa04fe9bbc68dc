/**
 * A visitor's erasure (the support desk, migrations/0016): every record that holds their personal
 * data, found by their e-mail address, and blanked as retention blanks it (api/jobs/retention.ts):
 * the rows stay, with their country, product, answers, statuses and dates, for statistics.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { recipientKey } from '../../domain/mail.js';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Tx, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The records of a visitor, as found by their address: identifiers and dates only. */
export interface VisitorRecords {
  customers: { id: string; country: string; createdAt: string }[];
  applications: { reference: string; country: string; product: string; status: string; createdAt: string }[];
  tickets: { id: number; kind: string; reference: string | null; status: string; createdAt: string }[];
  mails: number;
}

/** What an erasure blanked. */
export interface ErasureCounts {
  customers: number;
  applications: number;
  tickets: number;
  ticketEntries: number;
  mails: number;
}

const sameAddress = (column: SQL, email: string) => sql`lower(${column}) = lower(${email.trim()})`;
const customersOf = (email: string) =>
  sql`SELECT id FROM customers WHERE ${sameAddress(sql`email`, email)} AND anonymised_at IS NULL`;
const ticketsOf = (email: string) =>
  sql`SELECT id FROM support_requests WHERE ${sameAddress(sql`email`, email)} AND anonymised_at IS NULL`;
/** The visitor's mails: to their inbox (however spelled), about their applications, or of their tickets. */
const mailsOf = (email: string, customers: SQL, tickets: SQL) => sql`
  anonymised_at IS NULL AND (recipient_key = ${recipientKey(email.trim())}
    OR application_id IN (SELECT id FROM applications WHERE customer_id IN (${customers}))
    OR support_request_id IN (${tickets}))`;

export async function findVisitorRecords(db: Tx, email: string): Promise<VisitorRecords> {
  const customers = customersOf(email);
  const tickets = ticketsOf(email);
  // One after the other: inside a transaction the queries share one connection.
  const customerRows = await rowsOf<VisitorRecords['customers'][number]>(db, sql`
    SELECT public_id AS "id", country::text AS country, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
      FROM customers WHERE id IN (${customers}) ORDER BY created_at`);
  const applications = await rowsOf<VisitorRecords['applications'][number]>(db, sql`
    SELECT reference, country::text AS country, application_type::text AS product, status::text AS status,
           to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
      FROM applications WHERE customer_id IN (${customers}) ORDER BY created_at`);
  const ticketRows = await rowsOf<VisitorRecords['tickets'][number]>(db, sql`
    SELECT id, kind, reference, status, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
      FROM support_requests WHERE id IN (${tickets}) ORDER BY created_at`);
  const mails = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM mail_outbox WHERE ${mailsOf(email, customers, tickets)}`);
  return { customers: customerRows, applications, tickets: ticketRows, mails: Number(mails[0]?.n ?? 0) };
}

const counted = async (tx: Tx, query: SQL) => Number((await rowsOf<{ n: number }>(tx, sql`WITH done AS (${query} RETURNING 1) SELECT count(*)::int AS n FROM done`))[0]?.n ?? 0);

/**
 * Blanks the visitor's personal data everywhere, in one transaction: their customers' name, address
 * and phone (their applications lose their tokens and tracking codes: nothing reaches them any
 * more), their tickets' name, address and message with the notes and replies on them, and every
 * mail to them or about their records (one still to be delivered is given up).
 */
export async function eraseVisitor(tx: Tx, email: string): Promise<ErasureCounts> {
  const customerIds = (await rowsOf<{ id: number }>(tx, sql`${customersOf(email)} FOR UPDATE`)).map((r) => r.id);
  const ticketIds = (await rowsOf<{ id: number }>(tx, sql`${ticketsOf(email)} FOR UPDATE`)).map((r) => r.id);
  const customers = customerIds.length ? sql.join(customerIds.map((id) => sql`${id}`), sql`, `) : sql`NULL`;
  const tickets = ticketIds.length ? sql.join(ticketIds.map((id) => sql`${id}`), sql`, `) : sql`NULL`;
  const applications = Number((await rowsOf<{ n: number }>(tx, sql`
    SELECT count(*)::int AS n FROM applications WHERE customer_id IN (${customers})`))[0]?.n ?? 0);
  const mails = await counted(tx, sql`
    UPDATE mail_outbox SET to_address = '', recipient_key = '', reply_to = NULL, html = '', text = '', last_error = NULL,
           status = CASE WHEN status IN ('queued', 'sending') THEN 'failed'::mail_status ELSE status END, locked_until = NULL,
           anonymised_at = now()
     WHERE ${mailsOf(email, customers, tickets)}`);
  const ticketEntries = await counted(tx, sql`
    UPDATE support_ticket_entries SET body = '', anonymised_at = now() WHERE support_request_id IN (${tickets}) AND anonymised_at IS NULL`);
  const ticketCount = await counted(tx, sql`
    UPDATE support_requests SET name = '', email = '', message = '', anonymised_at = now(), updated_at = now() WHERE id IN (${tickets})`);
  const customerCount = await counted(tx, sql`
    UPDATE customers SET name = '', email = '', mobile_number = '', anonymised_at = now() WHERE id IN (${customers})`);
  await tx.execute(sql`DELETE FROM access_tokens WHERE customer_id IN (${customers})`);
  for (const table of [sql`tracking_codes`, sql`tracking_sessions`]) {
    await tx.execute(sql`DELETE FROM ${table} WHERE application_id IN (SELECT id FROM applications WHERE customer_id IN (${customers}))`);
  }
  return { customers: customerCount, applications, tickets: ticketCount, ticketEntries, mails };
}
