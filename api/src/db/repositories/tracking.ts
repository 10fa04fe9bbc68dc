import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import type { CountryCode, Language, PartnerEventStatus, ProductType } from '@storefront/shared/contract';

/**
 * Visitor tracking (migrations/0014): the one-time codes and tracking tokens of submitted
 * applications, both stored as SHA-256 only, the hourly counts of code requests, and what the
 * timeline of an application is made of.
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** A submitted application as the tracking calls know it. */
export interface TrackedApplication {
  id: number;
  publicId: string;
  reference: string;
  language: Language;
  country: CountryCode;
  productType: ProductType;
  email: string;
}

const trackedColumns = sql`a.id, a.public_id, a.reference, a.language, a.country, a.application_type, c.email`;
const toTracked = (r: Record<string, unknown>): TrackedApplication => ({
  id: Number(r.id), publicId: String(r.public_id), reference: String(r.reference), language: r.language as Language,
  country: r.country as CountryCode, productType: r.application_type as ProductType, email: String(r.email),
});

/**
 * The submitted application with this reference whose customer has this address (compared
 * without case, as mailbox providers do); undefined for any other pair.
 */
export async function findTrackedApplication(db: Tx, reference: string, email: string): Promise<TrackedApplication | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT ${trackedColumns} FROM applications a JOIN customers c ON c.id = a.customer_id
     WHERE a.reference = ${reference} AND lower(c.email) = lower(${email}) AND a.status <> 'Created'
       AND c.anonymised_at IS NULL`));
  return row && toTracked(row);
}

/** How many of these keys' requests fall in the last hour, the most of any key, and when its oldest leaves the hour. */
export async function recentCodeRequests(tx: Tx, keys: readonly string[]): Promise<{ key: string; count: number; freeInSeconds: number }[]> {
  const rows = rowsOf<{ key: string; n: number; free: number }>(await tx.execute(sql`
    SELECT key, count(*)::int AS n,
           coalesce(ceil(extract(epoch from min(created_at) + interval '1 hour' - now())), 0)::int AS free
      FROM tracking_code_requests
     WHERE key IN (${sql.join(keys.map((k) => sql`${k}`), sql`, `)}) AND created_at > now() - interval '1 hour'
     GROUP BY key`));
  return rows.map((r) => ({ key: r.key, count: Number(r.n), freeInSeconds: Math.max(1, Number(r.free)) }));
}

/** Counts a code request under each key, and forgets the requests older than an hour. */
export async function recordCodeRequest(tx: Tx, keys: readonly string[]): Promise<void> {
  await tx.execute(sql`DELETE FROM tracking_code_requests WHERE created_at <= now() - interval '1 hour'`);
  await tx.execute(sql`INSERT INTO tracking_code_requests (key) VALUES ${sql.join(keys.map((k) => sql`(${k})`), sql`, `)}`);
}

/** The application's code is now this one (its hash), valid for `ttlMinutes`: any earlier code stops working. */
export async function replaceCode(tx: Tx, applicationId: number, codeHash: Buffer, ttlMinutes: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO tracking_codes (application_id, code_hash, expires_at)
    VALUES (${applicationId}, ${codeHash}, now() + ${ttlMinutes}::int * interval '1 minute')
    ON CONFLICT (application_id) DO UPDATE
      SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong_tries = 0, created_at = now()`);
}

/** The application's code, its row locked until the transaction ends; undefined when it has none. */
export async function lockCode(tx: Tx, applicationId: number): Promise<{ codeHash: Buffer; expired: boolean; wrongTries: number } | undefined> {
  const [row] = rowsOf<{ code_hash: Buffer | Uint8Array; expired: boolean; wrong_tries: number }>(await tx.execute(sql`
    SELECT code_hash, expires_at <= now() AS expired, wrong_tries FROM tracking_codes
     WHERE application_id = ${applicationId} FOR UPDATE`));
  return row && { codeHash: Buffer.from(row.code_hash), expired: Boolean(row.expired), wrongTries: Number(row.wrong_tries) };
}

export async function countWrongTry(tx: Tx, applicationId: number): Promise<void> {
  await tx.execute(sql`UPDATE tracking_codes SET wrong_tries = wrong_tries + 1 WHERE application_id = ${applicationId}`);
}

export async function deleteCode(tx: Tx, applicationId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM tracking_codes WHERE application_id = ${applicationId}`);
}

/** A tracking token (its hash) for the application, valid for `ttlMinutes`; when it expires. Expired tokens are deleted. */
export async function createSession(tx: Tx, applicationId: number, tokenHash: Buffer, ttlMinutes: number): Promise<Date> {
  await tx.execute(sql`DELETE FROM tracking_sessions WHERE expires_at <= now()`);
  const [row] = rowsOf<{ expires_at: Date | string }>(await tx.execute(sql`
    INSERT INTO tracking_sessions (token_hash, application_id, expires_at)
    VALUES (${tokenHash}, ${applicationId}, now() + ${ttlMinutes}::int * interval '1 minute') RETURNING expires_at`));
  return new Date(row.expires_at);
}

/** The application a valid (unexpired) token's hash opens; undefined otherwise. */
export async function sessionApplication(db: Tx, tokenHash: Buffer): Promise<number | undefined> {
  const [row] = rowsOf<{ application_id: number }>(await db.execute(sql`
    SELECT application_id FROM tracking_sessions WHERE token_hash = ${tokenHash} AND expires_at > now()`));
  return row ? Number(row.application_id) : undefined;
}

/** Who an application's news mails go to, and what they name. */
export interface NewsRecipient {
  applicationId: number;
  publicId: string;
  reference: string;
  language: Language;
  country: CountryCode;
  productType: ProductType;
  productId: number;
  productName: string;
  bankName: string;
  customerName: string;
  email: string;
}

/** The submitted applications with these ids or this reference, with their customers (not anonymised). */
export async function newsRecipients(db: Tx, which: { reference: string } | { applicationIds: number[] }): Promise<NewsRecipient[]> {
  if ('applicationIds' in which && !which.applicationIds.length) return [];
  const where = 'reference' in which
    ? sql`a.reference = ${which.reference}`
    : sql`a.id IN (${sql.join(which.applicationIds.map((id) => sql`${id}`), sql`, `)})`;
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT a.id, a.public_id, a.reference, a.language, a.country, a.application_type, a.product_id,
           p.name AS product_name, b.name AS bank_name, c.name AS customer_name, c.email
      FROM applications a JOIN customers c ON c.id = a.customer_id
      JOIN products p ON p.id = a.product_id JOIN banks b ON b.id = p.bank_id
     WHERE ${where} AND a.status <> 'Created' AND c.anonymised_at IS NULL ORDER BY a.id`));
  return rows.map((r) => ({
    applicationId: Number(r.id), publicId: String(r.public_id), reference: String(r.reference), language: r.language as Language,
    country: r.country as CountryCode, productType: r.application_type as ProductType, productId: Number(r.product_id),
    productName: String(r.product_name), bankName: String(r.bank_name), customerName: String(r.customer_name), email: String(r.email),
  }));
}

/** An event the bank reported and the status follows, with the body as the bank sent it. */
export interface AppliedEvent {
  status: PartnerEventStatus;
  occurredAt: Date;
  body: string;
}

export interface TimelineSource {
  reference: string;
  productType: ProductType;
  productId: number;
  /** The product's and its bank's names in English (the catalog's, for a product it no longer lists). */
  productName: string;
  bankName: string;
  country: CountryCode;
  status: string;
  submittedAt: Date;
  promisedBonus: { amount: number; currency: string } | null;
  /** The market's bonus currency (a timeline names one even without a bonus). */
  marketCurrency: string;
  events: AppliedEvent[];
  /** The application's bonus in the ledger now, if it has one. */
  bonus: { amount: number; currency: string; state: 'pending' | 'confirmed' | 'paid' | 'cancelled'; lockUntil: Date; paidAt: Date | null } | null;
}

/** What an application's timeline is made of; undefined when it is not submitted. */
export async function timelineSource(db: Tx, applicationId: number): Promise<TimelineSource | undefined> {
  const [app] = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT a.reference, a.application_type, a.product_id, p.name AS product_name, b.name AS bank_name, a.country, a.status, a.submitted_at,
           a.promised_bonus_amount, a.promised_bonus_currency, m.bonus_currency AS market_currency
      FROM applications a JOIN products p ON p.id = a.product_id JOIN banks b ON b.id = p.bank_id
      JOIN markets m ON m.country = a.country
     WHERE a.id = ${applicationId} AND a.status <> 'Created'`));
  if (!app) return undefined;
  const events = rowsOf<{ status: PartnerEventStatus; occurred_at: Date | string; body: string }>(await db.execute(sql`
    SELECT status, occurred_at, body FROM partner_events
     WHERE application_id = ${applicationId} AND answer_status = 200 ORDER BY occurred_at, id`));
  const [bonus] = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT l.amount, l.currency, l.state, l.lock_until, p.paid_at FROM bonus_ledger l
      LEFT JOIN payout_batches p ON p.id = l.batch_id WHERE l.application_id = ${applicationId}`));
  return {
    reference: String(app.reference),
    productType: app.application_type as ProductType,
    productId: Number(app.product_id),
    productName: String(app.product_name),
    bankName: String(app.bank_name),
    country: app.country as CountryCode,
    status: String(app.status),
    submittedAt: new Date(app.submitted_at as string),
    promisedBonus: app.promised_bonus_amount == null ? null : { amount: Number(app.promised_bonus_amount), currency: String(app.promised_bonus_currency) },
    marketCurrency: String(app.market_currency),
    events: events.map((e) => ({ status: e.status, occurredAt: new Date(e.occurred_at), body: e.body })),
    bonus: bonus ? {
      amount: Number(bonus.amount), currency: String(bonus.currency), state: bonus.state as 'pending',
      lockUntil: new Date(bonus.lock_until as string), paidAt: bonus.paid_at == null ? null : new Date(bonus.paid_at as string),
    } : null,
  };
}

/** Deletes the codes and tokens of anonymised customers' applications, and the expired ones. */
export async function deleteStaleTracking(tx: Tx): Promise<void> {
  for (const table of [sql`tracking_codes`, sql`tracking_sessions`]) {
    await tx.execute(sql`
      DELETE FROM ${table} t USING applications a, customers c
       WHERE a.id = t.application_id AND c.id = a.customer_id AND (c.anonymised_at IS NOT NULL OR t.expires_at <= now())`);
  }
}
