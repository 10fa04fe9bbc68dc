import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.js';
import { catalogPublishRequests, catalogVersions } from '../catalog-version-schema.js';
import { operators } from '../operator-schema.js';
import crypto from 'node:crypto';
import { catalogMeta, images, merchants } from '../schema.js';
import { catalogDraftImages } from '../catalog-draft-schema.js';
import { liveCatalogRows } from './catalog.js';
import type { CountryCode } from '../../domain/types.js';
import type { CountryFile } from '../../catalog/types.js';

/** Published catalog versions (catalog/publishing.ts) and publications waiting for approval. */

/** Arbitrary but fixed advisory-lock key: versions are numbered and applied one writer at a time. */
export const CATALOG_VERSION_LOCK = 7_311_021;

/** Takes the versions' lock for the rest of the transaction: one writer numbers and applies versions at a time. */
export async function lockCatalogVersions(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_VERSION_LOCK})`);
}

/** The database's clock, in milliseconds since the epoch: the one clock every instance agrees on. */
export async function databaseNow(db: Tx): Promise<number> {
  const result = await db.execute(sql`select (extract(epoch from now()) * 1000)::float8 as now`);
  const [{ now }] = (result as unknown as { rows: { now: number }[] }).rows;
  return Number(now);
}

/** Records the name of the catalog the tables hold (catalog/live-document.ts `versionsKey`). */
export async function setCatalogChecksum(tx: Tx, checksum: string): Promise<void> {
  await tx.update(catalogMeta).set({ checksum });
}

export type VersionRow = typeof catalogVersions.$inferSelect;
/** A version without its document: what choosing the live one needs. */
export type VersionHead = Pick<VersionRow, 'market' | 'version' | 'effectiveAt'>;

/** Every version's market, number and effective time (a small read: no documents). */
export async function versionHeads(db: Tx): Promise<VersionHead[]> {
  return db
    .select({ market: catalogVersions.market, version: catalogVersions.version, effectiveAt: catalogVersions.effectiveAt })
    .from(catalogVersions)
    .orderBy(asc(catalogVersions.market), asc(catalogVersions.version));
}

/** A version with its document. */
export async function versionRow(db: Tx, market: CountryCode, version: number): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(catalogVersions).where(and(eq(catalogVersions.market, market), eq(catalogVersions.version, version)));
  return row;
}

/** The documents of these versions of their markets. */
export async function versionDocuments(db: Tx, wanted: { market: CountryCode; version: number }[]): Promise<Map<string, CountryFile>> {
  const out = new Map<string, CountryFile>();
  for (const { market, version } of wanted) {
    const row = await versionRow(db, market, version);
    if (row) out.set(`${market}:${version}`, row.document);
  }
  return out;
}

const publisher = alias(operators, 'publisher');
const approver = alias(operators, 'approver');

/** A market's versions, newest first, with the e-mail of who published and who approved each. */
export async function versionsOf(db: Tx, market: CountryCode) {
  return db
    .select({
      market: catalogVersions.market, version: catalogVersions.version, publishedAt: catalogVersions.publishedAt,
      effectiveAt: catalogVersions.effectiveAt, publishedBy: publisher.email, approvedBy: approver.email,
      sourceDraftId: catalogVersions.sourceDraftId, republishOf: catalogVersions.republishOf,
    })
    .from(catalogVersions)
    .leftJoin(publisher, eq(publisher.id, catalogVersions.publishedBy))
    .leftJoin(approver, eq(approver.id, catalogVersions.approvedBy))
    .where(eq(catalogVersions.market, market))
    .orderBy(desc(catalogVersions.version));
}

export type NewVersion = Omit<typeof catalogVersions.$inferInsert, 'version' | 'publishedAt'>;

/** Stores `values` as the market's next version (numbered under the lock); returns its number. */
export async function insertVersion(tx: Tx, values: NewVersion): Promise<number> {
  await lockCatalogVersions(tx);
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${catalogVersions.version}), 0) + 1` })
    .from(catalogVersions)
    .where(eq(catalogVersions.market, values.market));
  await tx.insert(catalogVersions).values({ ...values, version: Number(next) });
  return Number(next);
}

export type PublishRequestRow = typeof catalogPublishRequests.$inferSelect;

export async function insertPublishRequest(db: Tx, values: typeof catalogPublishRequests.$inferInsert): Promise<PublishRequestRow> {
  const [row] = await db.insert(catalogPublishRequests).values(values).returning();
  return row;
}

/** The publication of this draft waiting for approval. */
export async function openRequestOfDraft(db: Tx, draftId: string): Promise<PublishRequestRow | undefined> {
  const [row] = await db.select().from(catalogPublishRequests)
    .where(and(eq(catalogPublishRequests.sourceDraftId, draftId), eq(catalogPublishRequests.status, 'awaiting-approval')));
  return row;
}

export async function publishRequest(db: Tx, id: number): Promise<PublishRequestRow | undefined> {
  const [row] = await db.select().from(catalogPublishRequests).where(eq(catalogPublishRequests.id, id));
  return row;
}

/** Every publication waiting for approval, oldest first. */
export async function openPublishRequests(db: Tx, market?: CountryCode): Promise<PublishRequestRow[]> {
  return db.select().from(catalogPublishRequests)
    .where(and(eq(catalogPublishRequests.status, 'awaiting-approval'), market ? eq(catalogPublishRequests.market, market) : undefined))
    .orderBy(asc(catalogPublishRequests.id));
}

/** Marks a waiting request decided; false when it was no longer waiting (another operator decided first). */
export async function decidePublishRequest(
  db: Tx, id: number, patch: { status: 'approved' | 'withdrawn'; decidedBy: number | null; version?: number },
): Promise<boolean> {
  const rows = await db.update(catalogPublishRequests)
    .set({ ...patch, decidedAt: sql`now()` })
    .where(and(eq(catalogPublishRequests.id, id), eq(catalogPublishRequests.status, 'awaiting-approval')))
    .returning({ id: catalogPublishRequests.id });
  return rows.length > 0;
}

/** The catalog's live rows with its merchants and its version string: what documentFromRows reads. */
export async function catalogTableRows(db: Tx) {
  // One after the other: `db` may be a transaction, whose one connection takes a query at a time.
  const live = await liveCatalogRows(db);
  const merchantRows = await db.select().from(merchants);
  const [meta] = await db.select({ version: catalogMeta.version }).from(catalogMeta);
  return { ...live, merchants: merchantRows, version: meta?.version ?? '1' };
}

/** A draft's uploaded images as the catalog's images table holds them (with their ETag). */
export async function draftImagesAsLive(db: Tx, draftId: number): Promise<(typeof images.$inferInsert)[]> {
  const uploaded = await db.select().from(catalogDraftImages).where(eq(catalogDraftImages.draftId, draftId));
  return uploaded.map((image) => ({
    folder: image.folder, name: image.name, contentType: image.contentType, body: image.body,
    etag: `"${crypto.createHash('sha256').update(image.body).digest('base64url').slice(0, 27)}"`,
  }));
}

/** A draft's uploaded images become catalog images (replacing the ones of the same name) as the draft is published. */
export async function copyDraftImages(tx: Tx, draftId: number): Promise<void> {
  for (const values of await draftImagesAsLive(tx, draftId)) {
    await tx.insert(images).values(values).onConflictDoUpdate({ target: [images.folder, images.name], set: values });
  }
}
