import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

/** The bonus ledger and payout batches as the console lists them, with the applications' references. */

export interface LedgerRow {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  approvedAt: Date;
  lockUntil: Date;
  batchId: number | null;
  state: 'pending' | 'confirmed' | 'paid' | 'cancelled';
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function ledgerWithReferences(db: Tx, state?: LedgerRow['state']): Promise<LedgerRow[]> {
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT l.id, a.reference, l.amount, l.currency, l.approved_at, l.lock_until, l.batch_id, l.state
      FROM bonus_ledger l JOIN applications a ON a.id = l.application_id
     ${state ? sql`WHERE l.state = ${state}` : sql``} ORDER BY l.id DESC LIMIT 1000`));
  return rows.map((r) => ({
    id: Number(r.id), reference: String(r.reference), amount: Number(r.amount), currency: String(r.currency),
    approvedAt: new Date(r.approved_at as string), lockUntil: new Date(r.lock_until as string),
    batchId: r.batch_id == null ? null : Number(r.batch_id), state: r.state as LedgerRow['state'],
  }));
}

/** Count and sum per currency and state. */
export async function ledgerTotals(db: Tx): Promise<{ currency: string; state: LedgerRow['state']; count: number; total: number }[]> {
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT currency, state, count(*)::int AS count, sum(amount)::float8 AS total FROM bonus_ledger
     GROUP BY currency, state ORDER BY currency, state`));
  return rows.map((r) => ({ currency: String(r.currency), state: r.state as LedgerRow['state'], count: Number(r.count), total: Number(r.total) }));
}

export async function clawbacksWithReferences(db: Tx): Promise<{ id: number; reference: string; amount: number; currency: string; createdAt: Date }[]> {
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT c.id, a.reference, c.amount, c.currency, c.created_at FROM bonus_clawbacks c
      JOIN bonuses b ON b.id = c.bonus_id JOIN applications a ON a.id = b.application_id ORDER BY c.id DESC`));
  return rows.map((r) => ({ id: Number(r.id), reference: String(r.reference), amount: Number(r.amount), currency: String(r.currency), createdAt: new Date(r.created_at as string) }));
}

/** The payees of a batch, for the bank transfer: the application's reference, the visitor's name and e-mail, the amount. */
export async function payeesOfBatch(db: Tx, batchId: number): Promise<{ reference: string; name: string; email: string; amount: number; currency: string }[]> {
  return rowsOf<{ reference: string; name: string; email: string; amount: number; currency: string }>(await db.execute(sql`
    SELECT a.reference, c.name, c.email, b.amount, b.currency FROM bonuses b
      JOIN applications a ON a.id = b.application_id JOIN customers c ON c.id = a.customer_id
     WHERE b.batch_id = ${batchId} ORDER BY b.id`));
}
