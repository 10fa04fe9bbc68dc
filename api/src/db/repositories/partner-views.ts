import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

/** The banks as the console lists them, with their secrets and last postback. */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function partnersWithSecrets(db: Tx) {
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT b.id, b.name, b.country, b.click_parameter,
           (SELECT count(*)::int FROM partner_secrets s WHERE s.bank_id = b.id AND s.revoked_at IS NULL) AS active,
           (SELECT max(p.received_at) FROM partner_postbacks p WHERE p.bank_id = b.id) AS last_postback
      FROM banks b WHERE NOT b.retired ORDER BY b.country, b.name`));
  return rows.map((r) => ({
    bankId: Number(r.id), name: String(r.name), country: String(r.country), clickParameter: String(r.click_parameter),
    activeSecrets: Number(r.active), lastPostbackAt: r.last_postback ? new Date(r.last_postback as string).toISOString() : null,
  }));
}
