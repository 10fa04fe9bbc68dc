import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { OperatorRole } from '@storefront/shared/contract';
import type { Tx } from '../client.js';
import { auditLog, operators, operatorSessions, operatorSetupTokens, operatorSignInFailures } from '../operator-schema.js';

/** Operators, their sign-in failures, sessions and setup links, and the audit log (migrations/0015). */

export type OperatorRow = typeof operators.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function countOperators(db: Tx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operators);
  return Number(row.n);
}

export async function findOperatorByEmail(db: Tx, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email));
  return row;
}

export async function findOperator(db: Tx, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

export async function listOperators(db: Tx): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(operators.id);
}

export async function insertOperator(db: Tx, values: { email: string; role: OperatorRole; passwordHash: string }): Promise<OperatorRow | undefined> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateOperator(
  db: Tx, id: number, values: Partial<Pick<OperatorRow, 'role' | 'passwordHash' | 'totpSecret' | 'totpSealed' | 'disabledAt'>>,
): Promise<OperatorRow | undefined> {
  const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
  return row;
}

/** The operators whose TOTP secret is still clear (enrolled before migrations/0022 sealed them). */
export async function operatorsWithClearTotp(db: Tx): Promise<{ id: number; totpSecret: string }[]> {
  return db.select({ id: operators.id, totpSecret: operators.totpSecret }).from(operators)
    .where(sql`${operators.totpSecret} IS NOT NULL`).orderBy(operators.id) as Promise<{ id: number; totpSecret: string }[]>;
}

export async function countActiveAdmins(db: Tx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operators)
    .where(and(eq(operators.role, 'admin'), sql`${operators.disabledAt} IS NULL`));
  return Number(row.n);
}

/** Failed sign-ins in a row of an address, and until when it is locked. */
export async function signInFailures(db: Tx, email: string) {
  const [row] = await db.select().from(operatorSignInFailures).where(eq(operatorSignInFailures.email, email));
  return row;
}

/**
 * Counts one more failure of `email` (a count whose lock has run out starts again at one), and
 * locks it for `lockMinutes` at the `maxFailures`-th. Returns whether the address is locked now.
 */
export async function recordSignInFailure(db: Tx, email: string, maxFailures: number, lockMinutes: number): Promise<boolean> {
  const [row] = await db.execute(sql`
    INSERT INTO operator_sign_in_failures AS f (email, failures, last_failed_at, locked_until)
    VALUES (${email}, 1, now(), CASE WHEN ${maxFailures} <= 1 THEN now() + make_interval(mins => ${lockMinutes}) END)
    ON CONFLICT (email) DO UPDATE SET
      failures = CASE WHEN f.locked_until IS NOT NULL AND f.locked_until <= now() THEN 1 ELSE f.failures + 1 END,
      last_failed_at = now(),
      locked_until = CASE
        WHEN f.locked_until IS NOT NULL AND f.locked_until <= now() THEN NULL
        WHEN f.failures + 1 >= ${maxFailures} THEN now() + make_interval(mins => ${lockMinutes})
        ELSE f.locked_until END
    RETURNING locked_until IS NOT NULL AND locked_until > now() AS locked`).then((r) => (r as unknown as { rows: { locked: boolean }[] }).rows);
  return Boolean(row?.locked);
}

export async function clearSignInFailures(db: Tx, email: string): Promise<void> {
  await db.delete(operatorSignInFailures).where(eq(operatorSignInFailures.email, email));
}

/** A session of the store, if it has not run out (`idleMinutes` since its last call, `absoluteHours` since it began). */
export async function findSession(db: Tx, sid: string, idleMinutes: number, absoluteHours: number) {
  const [row] = await db.select().from(operatorSessions).where(and(
    eq(operatorSessions.sid, sid),
    sql`${operatorSessions.lastSeenAt} > now() - make_interval(mins => ${idleMinutes})`,
    sql`${operatorSessions.createdAt} > now() - make_interval(hours => ${absoluteHours})`,
  ));
  return row;
}

export async function saveSession(db: Tx, sid: string, operatorId: number | null, data: unknown): Promise<void> {
  await db.insert(operatorSessions).values({ sid, operatorId, data })
    .onConflictDoUpdate({ target: operatorSessions.sid, set: { operatorId, data, lastSeenAt: sql`now()` } });
}

export async function deleteSession(db: Tx, sid: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.sid, sid));
}

/** Ends every session of an operator (disabled, password or second factor reset). */
export async function deleteSessionsOf(db: Tx, operatorId: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

/** Removes the sessions that ran out. */
export async function deleteStaleSessions(db: Tx, idleMinutes: number, absoluteHours: number): Promise<void> {
  await db.delete(operatorSessions).where(sql`${operatorSessions.lastSeenAt} <= now() - make_interval(mins => ${idleMinutes})
    OR ${operatorSessions.createdAt} <= now() - make_interval(hours => ${absoluteHours})`);
}

/** Forgets failed sign-ins of addresses not locked now whose last failure is older than `minutes`. */
export async function deleteStaleFailures(db: Tx, minutes: number): Promise<void> {
  await db.delete(operatorSignInFailures).where(sql`${operatorSignInFailures.lastFailedAt} <= now() - make_interval(mins => ${minutes})
    AND (${operatorSignInFailures.lockedUntil} IS NULL OR ${operatorSignInFailures.lockedUntil} <= now())`);
}

export async function insertSetupToken(db: Tx, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(operatorSetupTokens).values({ tokenHash, expiresAt });
}

/** Uses the setup link once: true when it was valid, unused and not expired. */
export async function useSetupToken(db: Tx, tokenHash: string): Promise<boolean> {
  const used = await db.update(operatorSetupTokens).set({ usedAt: sql`now()` })
    .where(and(eq(operatorSetupTokens.tokenHash, tokenHash), sql`${operatorSetupTokens.usedAt} IS NULL`, sql`${operatorSetupTokens.expiresAt} > now()`))
    .returning();
  return used.length === 1;
}

export async function insertAudit(db: Tx, entry: NewAuditRow): Promise<AuditRow> {
  const [row] = await db.insert(auditLog).values(entry).returning();
  return row;
}

export interface AuditFilter {
  action?: string;
  operatorId?: number;
  targetType?: string;
  targetId?: string;
  before?: number;
  limit: number;
}

export async function listAudit(db: Tx, filter: AuditFilter): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.operatorId) where.push(eq(auditLog.operatorId, filter.operatorId));
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  return db.select().from(auditLog).where(where.length ? and(...where) : undefined).orderBy(desc(auditLog.id)).limit(filter.limit);
}
