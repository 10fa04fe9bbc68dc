import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { bonusClawbacks, bonuses } from '../partner-schema.js';
import { applications, markets } from '../schema.js';

/**
 * The bonus ledger (migrations/0013): one bonus per approved application in the promised amount,
 * pending until its lock ends, confirmed after, paid with its payout batch; cancelled by a
 * reversal before it is in a batch, a clawback entry after.
 */

/**
 * The application's bonus, approved at `approvedAt`, when it has none yet and was promised one:
 * its promised amount and currency, locked for its market's bonus_lock_days. A second call (a
 * concurrent or repeated approval) adds nothing (the unique application_id).
 */
export async function ensureBonus(tx: Tx, applicationId: number, approvedAt: Date): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${bonuses} (application_id, amount, currency, approved_at, lock_until)
    SELECT a.id, a.promised_bonus_amount, a.promised_bonus_currency, ${approvedAt.toISOString()}::timestamptz,
           ${approvedAt.toISOString()}::timestamptz + make_interval(days => m.bonus_lock_days)
      FROM ${applications} a JOIN ${markets} m ON m.country = a.country
     WHERE a.id = ${applicationId} AND a.promised_bonus_amount > 0
    ON CONFLICT (application_id) DO NOTHING`);
}

export type ReversalEffect = 'none' | 'cancelled' | 'clawback';

/**
 * The application's approval is reversed: its bonus is cancelled while in no payout batch; once in
 * a batch (paid or about to be), a clawback entry is raised for the operator, once. A batch being
 * made at the same time takes the row lock first or finds the bonus cancelled.
 */
export async function reverseBonus(tx: Tx, applicationId: number): Promise<ReversalEffect> {
  const cancelled = await tx
    .update(bonuses)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(bonuses.applicationId, applicationId), isNull(bonuses.batchId), isNull(bonuses.cancelledAt)))
    .returning({ id: bonuses.id });
  if (cancelled.length) return 'cancelled';
  const raised = await tx.execute(sql`
    INSERT INTO ${bonusClawbacks} (bonus_id, amount, currency)
    SELECT b.id, b.amount, b.currency FROM ${bonuses} b WHERE b.application_id = ${applicationId} AND b.batch_id IS NOT NULL
    ON CONFLICT (bonus_id) DO NOTHING RETURNING id`) as unknown as { rows: unknown[] };
  return raised.rows.length ? 'clawback' : 'none';
}

export type BonusState = 'pending' | 'confirmed' | 'paid' | 'cancelled';

export interface LedgerEntry {
  id: number;
  applicationId: number;
  amount: number;
  currency: string;
  approvedAt: Date;
  lockUntil: Date;
  batchId: number | null;
  state: BonusState;
}

/** The ledger now (the bonus_ledger view): every bonus, or those in `state`. */
export async function ledgerEntries(db: Tx, state?: BonusState): Promise<LedgerEntry[]> {
  const result = await db.execute(sql`
    SELECT id, application_id, amount, currency, approved_at, lock_until, batch_id, state FROM bonus_ledger
     ${state ? sql`WHERE state = ${state}` : sql``} ORDER BY id`) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    id: Number(r.id), applicationId: Number(r.application_id), amount: Number(r.amount), currency: String(r.currency),
    approvedAt: new Date(r.approved_at as string), lockUntil: new Date(r.lock_until as string),
    batchId: r.batch_id == null ? null : Number(r.batch_id), state: r.state as BonusState,
  }));
}

/** Pending and confirmed totals per currency: what the storefront owes. */
export async function liability(db: Tx): Promise<{ currency: string; state: 'pending' | 'confirmed'; total: number }[]> {
  const result = await db.execute(sql`
    SELECT currency, state, sum(amount)::float8 AS total FROM bonus_ledger
     WHERE state IN ('pending', 'confirmed') GROUP BY currency, state ORDER BY currency, state`) as unknown as {
    rows: { currency: string; state: 'pending' | 'confirmed'; total: number }[];
  };
  return result.rows.map((r) => ({ ...r, total: Number(r.total) }));
}

/** The clawback entries raised so far. */
export async function clawbacks(db: Tx) {
  return db.select().from(bonusClawbacks).orderBy(bonusClawbacks.id);
}

/** The application's bonus as recorded (any state), or undefined when it has none. */
export async function bonusOfApplication(db: Tx, applicationId: number): Promise<{ amount: number; currency: string; lockUntil: Date } | undefined> {
  const [row] = await db
    .select({ amount: bonuses.amount, currency: bonuses.currency, lockUntil: bonuses.lockUntil })
    .from(bonuses)
    .where(eq(bonuses.applicationId, applicationId));
  return row;
}

/** The bonuses of a payout batch: their applications, amounts and currencies. */
export async function bonusesOfBatch(db: Tx, batchId: number): Promise<{ applicationId: number; amount: number; currency: string }[]> {
  return db
    .select({ applicationId: bonuses.applicationId, amount: bonuses.amount, currency: bonuses.currency })
    .from(bonuses)
    .where(eq(bonuses.batchId, batchId))
    .orderBy(bonuses.id);
}
