import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { partnerSecrets } from '../partner-schema.js';
import { banks } from '../schema.js';

/** The banks' postback secrets, sealed (migrations/0013; domain/partner-secret-box.ts). */

/** The bank's active sealed secrets, oldest first. */
export async function activeSecrets(db: Tx, bankId: number) {
  return db
    .select({ id: partnerSecrets.id, sealed: partnerSecrets.sealed, createdAt: partnerSecrets.createdAt })
    .from(partnerSecrets)
    .where(and(eq(partnerSecrets.bankId, bankId), isNull(partnerSecrets.revokedAt)))
    .orderBy(asc(partnerSecrets.id));
}

export async function addSecret(tx: Tx, bankId: number, sealed: Buffer): Promise<void> {
  await tx.insert(partnerSecrets).values({ bankId, sealed });
}

export async function revokeSecrets(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length) await tx.update(partnerSecrets).set({ revokedAt: sql`now()` }).where(inArray(partnerSecrets.id, ids));
}

export async function bankExists(db: Tx, bankId: number): Promise<boolean> {
  const [row] = await db.select({ id: banks.id }).from(banks).where(eq(banks.id, bankId));
  return Boolean(row);
}

/** Every bank's id: the development secrets are made for each. */
export async function allBankIds(db: Tx): Promise<number[]> {
  return (await db.select({ id: banks.id }).from(banks).orderBy(asc(banks.id))).map((b) => b.id);
}
