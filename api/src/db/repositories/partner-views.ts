import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

/** The banks and their postbacks as the console lists them. */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function partnersWithSecrets(db: Tx) {
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT b.id, b.name, b.country, b.click_parameter,
           (SELECT count(*)::int FROM partner_secrets s WHERE s.bank_id = b.id AND s.revoked_at IS NULL) AS active,
           (SELECT max(e.received_at) FROM partner_events e WHERE e.bank_id = b.id) AS last_postback
      FROM banks b WHERE NOT b.retired ORDER BY b.country, b.name`));
  return rows.map((r) => ({
    bankId: Number(r.id), name: String(r.name), country: String(r.country), clickParameter: String(r.click_parameter),
    activeSecrets: Number(r.active), lastPostbackAt: r.last_postback ? new Date(r.last_postback as string).toISOString() : null,
  }));
}

/** The bank's latest postbacks with the answer each got. */
export async function recentPostbacks(db: Tx, bankId: number, limit = 100) {
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT e.event_id, e.received_at, a.reference, e.status, e.answer_status, e.answer
      FROM partner_events e LEFT JOIN applications a ON a.id = e.application_id
     WHERE e.bank_id = ${bankId} ORDER BY e.received_at DESC, e.id DESC LIMIT ${limit}`));
  return rows.map((r) => {
    const answer = (typeof r.answer === 'string' ? JSON.parse(r.answer) : r.answer) as { detail?: string } | null;
    const status = Number(r.answer_status);
    return {
      eventId: String(r.event_id), receivedAt: new Date(r.received_at as string).toISOString(),
      reference: (r.reference as string | null) ?? null, status: (r.status as string | null) ?? null,
      outcome: status === 200 ? 'accepted' as const : 'refused' as const, answerStatus: status,
      reason: status === 200 ? null : (answer?.detail ?? null),
    };
  });
}
