import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { deleteStaleTracking } from './tracking.js';

/** Arbitrary but fixed advisory-lock key: one instance anonymises at a time, the others skip the run. */
const RETENTION_LOCK = 7_311_006;

export interface RetentionRun {
  customers: number;
  supportRequests: number;
  /** Support's notes and replies on tickets (migrations/0016). */
  ticketEntries: number;
  mails: number;
}

type CountRows = { rows: { n: number }[] };
const counted = (result: unknown) => Number((result as CountRows).rows[0]?.n ?? 0);

/**
 * What each table blanks of its personal data, and which of its rows may be blanked: the rows
 * stay, with their country, product, answers and dates, for statistics; anonymised_at marks them.
 */
const passes: { key: keyof RetentionRun; table: string; blank: string; only?: string }[] = [
  { key: 'customers', table: 'customers', blank: "name = '', email = '', mobile_number = ''" },
  { key: 'supportRequests', table: 'support_requests', blank: "name = '', email = '', message = ''" },
  { key: 'ticketEntries', table: 'support_ticket_entries', blank: "body = ''" },
  // A mail still to be delivered keeps its content until it is sent or given up.
  {
    key: 'mails', table: 'mail_outbox',
    blank: "to_address = '', recipient_key = '', reply_to = NULL, html = '', text = '', last_error = NULL",
    only: "status IN ('sent', 'failed')",
  },
];

/**
 * Blanks the personal data stored more than `days` days ago: a customer's name, e-mail address and
 * phone number; a help request's name, address and message, and support's notes and replies on it; a delivered (or given-up) mail's
 * addresses and content. Deletes the access tokens, tracking codes and tracking tokens of anonymised
 * customers, and the expired ones.
 * Returns undefined when another instance is running it.
 */
export async function anonymiseExpired(db: Db, days: number): Promise<RetentionRun | undefined> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`);
    if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return undefined;
    const cutoff = sql`now() - ${days}::int * interval '1 day'`;
    const run: RetentionRun = { customers: 0, supportRequests: 0, ticketEntries: 0, mails: 0 };
    for (const { key, table, blank, only } of passes) {
      // The table, columns and condition are the constants above; only the cutoff is a parameter.
      const done = await tx.execute(sql`
        WITH done AS (
          UPDATE ${sql.raw(table)} SET ${sql.raw(blank)}, anonymised_at = now()
           WHERE anonymised_at IS NULL AND created_at < ${cutoff}${only ? sql.raw(` AND ${only}`) : sql``}
          RETURNING 1)
        SELECT count(*)::int AS n FROM done`);
      run[key] = counted(done);
    }
    // Nothing reaches an anonymised customer's records any more; expired tokens go with them.
    await tx.execute(sql`
      DELETE FROM access_tokens t USING customers c
       WHERE c.id = t.customer_id AND (c.anonymised_at IS NOT NULL OR t.expires_at <= now())`);
    await deleteStaleTracking(tx);
    return run;
  });
}
