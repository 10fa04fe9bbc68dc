import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client.js';

/** Applications as the console searches and reads them (the visitor's details in clear: the caller masks them). */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

export interface SearchFilter {
  reference?: string;
  email?: string;
  market?: string;
  product?: number;
  status?: string;
  partner?: number;
  from?: string;
  to?: string;
  limit: number;
}

export interface FoundApplication {
  id: number;
  reference: string;
  market: string;
  type: string;
  status: string;
  productName: string | null;
  partner: string | null;
  createdAt: string;
  submittedAt: string | null;
  name: string;
  email: string;
  mobileNumber: string;
}

const select = sql`
  SELECT a.id, a.reference, a.country, a.application_type, a.status, p.name AS product_name, b.name AS partner,
         a.created_at, a.submitted_at, c.name, c.email, c.mobile_number
    FROM applications a JOIN customers c ON c.id = a.customer_id
    LEFT JOIN products p ON p.id = a.product_id LEFT JOIN banks b ON b.id = p.bank_id`;

function found(r: Record<string, unknown>): FoundApplication {
  return {
    id: Number(r.id), reference: String(r.reference), market: String(r.country), type: String(r.application_type), status: String(r.status),
    productName: (r.product_name as string | null) ?? null, partner: (r.partner as string | null) ?? null,
    createdAt: iso(r.created_at)!, submittedAt: iso(r.submitted_at),
    name: String(r.name), email: String(r.email), mobileNumber: String(r.mobile_number),
  };
}

export async function searchApplications(db: Tx, filter: SearchFilter): Promise<FoundApplication[]> {
  const where: SQL[] = [];
  if (filter.reference) where.push(sql`a.reference = ${filter.reference.trim().toUpperCase()}`);
  if (filter.email) where.push(sql`lower(c.email) = ${filter.email.trim().toLowerCase()}`);
  if (filter.market) where.push(sql`a.country = ${filter.market}`);
  if (filter.product) where.push(sql`a.product_id = ${filter.product}`);
  if (filter.status) where.push(sql`a.status::text = ${filter.status}`);
  if (filter.partner) where.push(sql`p.bank_id = ${filter.partner}`);
  if (filter.from) where.push(sql`a.created_at >= ${filter.from}::date`);
  if (filter.to) where.push(sql`a.created_at < ${filter.to}::date + 1`);
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    ${select} ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
    ORDER BY a.created_at DESC, a.id DESC LIMIT ${filter.limit}`));
  return rows.map(found);
}

export async function findApplicationByReference(db: Tx, reference: string): Promise<FoundApplication | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`${select} WHERE a.reference = ${reference}`));
  return row && found(row);
}

/** Everything that happened to the application: answers, ranking, partner events, bonus, mails. */
export async function timelineOf(db: Tx, applicationId: number) {
  // One after the other: `db` may be a transaction, whose one connection takes a query at a time.
  const answers = await db.execute(sql`
      SELECT q.text AS question, o.text AS answer, s.answered_at FROM screening_answers s
        JOIN questions q ON q.id = s.question_id JOIN question_options o ON o.id = s.option_id
       WHERE s.application_id = ${applicationId} ORDER BY s.answered_at, s.id`);
  const ranking = await db.execute(sql`
      SELECT r.product_id, p.name, r.created_at FROM product_recommendations r JOIN products p ON p.id = r.product_id
       WHERE r.application_id = ${applicationId} ORDER BY r.created_at, r.product_id`);
  const events = await db.execute(sql`
      SELECT event_id, status, occurred_at, received_at, answer_status FROM partner_events
       WHERE application_id = ${applicationId} ORDER BY received_at, id`);
  const bonus = await db.execute(sql`SELECT amount, currency, state, lock_until, batch_id FROM bonus_ledger WHERE application_id = ${applicationId}`);
  const mails = await db.execute(sql`
      SELECT kind, status, attempts, created_at, sent_at, last_error FROM mail_outbox
       WHERE application_id = ${applicationId} ORDER BY created_at`);
  const [b] = rowsOf<Record<string, unknown>>(bonus);
  return {
    answers: rowsOf<Record<string, unknown>>(answers).map((r) => ({ question: String(r.question), answer: String(r.answer), answeredAt: iso(r.answered_at)! })),
    ranking: rowsOf<Record<string, unknown>>(ranking).map((r) => ({ productId: Number(r.product_id), productName: String(r.name), shownAt: iso(r.created_at)! })),
    partnerEvents: rowsOf<Record<string, unknown>>(events).map((r) => ({
      eventId: String(r.event_id), status: (r.status as string | null) ?? null, occurredAt: iso(r.occurred_at), receivedAt: iso(r.received_at)!,
      outcome: Number(r.answer_status) === 200 ? 'accepted' : 'refused',
    })),
    bonus: b ? { amount: Number(b.amount), currency: String(b.currency), state: String(b.state), lockUntil: iso(b.lock_until)!, batchId: b.batch_id == null ? null : Number(b.batch_id) } : null,
    mails: rowsOf<Record<string, unknown>>(mails).map((r) => ({
      kind: String(r.kind), status: String(r.status), attempts: Number(r.attempts), createdAt: iso(r.created_at)!, sentAt: iso(r.sent_at), lastError: (r.last_error as string | null) ?? null,
    })),
  };
}
