import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client.js';
import * as t from '../schema.js';

/** The catalog's tables: read whole into memory (catalog/service.ts), written whole by a replacement (catalog/replace.ts). */

/** Arbitrary but fixed advisory-lock key: one catalog write at a time. */
const CATALOG_LOCK = 7_311_005;
const CHUNK = 500;

/** The checksum of the live catalog ('' before the first one is loaded). */
export async function catalogChecksum(db: Tx): Promise<string> {
  const [meta] = await db.select({ checksum: t.catalogMeta.checksum }).from(t.catalogMeta);
  return meta?.checksum ?? '';
}

/** Every row the catalog serves: the ones not retired, in their catalog order. */
export async function liveCatalogRows(db: Tx) {
  // One after the other: `db` may be a transaction, whose one connection takes a query at a time.
  const features = await db.select().from(t.features).where(eq(t.features.retired, false)).orderBy(asc(t.features.position), asc(t.features.id));
  const banks = await db.select().from(t.banks);
  const products = await db.select().from(t.products).where(eq(t.products.retired, false)).orderBy(asc(t.products.position), asc(t.products.id));
  const links = await db.select().from(t.productFeatures);
  const questions = await db.select().from(t.questions).where(eq(t.questions.retired, false)).orderBy(asc(t.questions.position), asc(t.questions.id));
  const options = await db.select().from(t.questionOptions).where(eq(t.questionOptions.retired, false)).orderBy(asc(t.questionOptions.position), asc(t.questionOptions.id));
  const banners = await db.select().from(t.banners).where(eq(t.banners.retired, false)).orderBy(asc(t.banners.position), asc(t.banners.id));
  const markets = await db.select().from(t.markets);
  const locations = await db.select().from(t.locations);
  return { features, banks, products, links, questions, options, banners, markets, locations };
}

export type LiveCatalogRows = Awaited<ReturnType<typeof liveCatalogRows>>;

/** A stored catalog image by folder and name. */
export async function catalogImage(db: Tx, folder: (typeof t.images.$inferSelect)['folder'], name: string) {
  const [row] = await db
    .select({ contentType: t.images.contentType, etag: t.images.etag, body: t.images.body })
    .from(t.images)
    .where(and(eq(t.images.folder, folder), eq(t.images.name, name)));
  return row;
}

/** What a product's card art is drawn from: its name and type, its bank's id and name. */
export async function productArtSource(db: Tx, productId: number) {
  const [row] = await db
    .select({ productName: t.products.name, productType: t.products.productType, bankId: t.banks.id, bankName: t.banks.name })
    .from(t.products)
    .innerJoin(t.banks, eq(t.banks.id, t.products.bankId))
    .where(eq(t.products.id, productId));
  return row;
}

type Insert<T extends PgTable> = T['$inferInsert'];

/** Every row of a catalog, as catalog/replace.ts maps its files; the tables are written in this order. */
export interface CatalogRows {
  merchants: Insert<typeof t.merchants>[];
  locations: Insert<typeof t.locations>[];
  banks: Insert<typeof t.banks>[];
  /** Top-level features first, then their sub-features (which point at them). */
  parentFeatures: Insert<typeof t.features>[];
  subFeatures: Insert<typeof t.features>[];
  products: Insert<typeof t.products>[];
  questions: Insert<typeof t.questions>[];
  questionOptions: Insert<typeof t.questionOptions>[];
  banners: Insert<typeof t.banners>[];
  markets: Insert<typeof t.markets>[];
  productFeatures: Insert<typeof t.productFeatures>[];
  images: Insert<typeof t.images>[];
  meta: Insert<typeof t.catalogMeta>;
}

/** INSERT ... ON CONFLICT (target) DO UPDATE SET every given column from EXCLUDED, in chunks. */
async function upsert<T extends PgTable>(tx: Tx, table: T, target: PgColumn[], rows: T['$inferInsert'][]) {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const targetNames = new Set(target.map((c) => c.name));
  const set: Record<string, SQL> = {};
  for (const key of Object.keys(rows[0] as object)) {
    const column = columns[key];
    if (column && !targetNames.has(column.name)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const insert = tx.insert(table).values(chunk as never);
    await (Object.keys(set).length ? insert.onConflictDoUpdate({ target, set }) : insert.onConflictDoNothing());
  }
}

/**
 * Makes these rows the live catalog in one transaction: every row is inserted or updated, rows no
 * longer in it are retired (kept, because applications and answers point at them, but no longer
 * served). Instances that cache the catalog notice the new checksum.
 */
export async function replaceCatalogRows(db: Db, rows: CatalogRows): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`);
    await writeCatalogRows(tx, rows);
  });
}

const catalogPresent = async (db: Tx) => (await db.select({ id: t.catalogMeta.id }).from(t.catalogMeta)).length > 0;

/** Writes the rows `load` gives unless a catalog is already there (also one another instance writes meanwhile). Returns whether it wrote. */
export async function writeCatalogRowsIfEmpty(db: Db, load: () => Promise<CatalogRows>): Promise<boolean> {
  if (await catalogPresent(db)) return false;
  const rows = await load();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`);
    if (await catalogPresent(tx)) return false;
    await writeCatalogRows(tx, rows);
    return true;
  });
}

async function writeCatalogRows(tx: Tx, rows: CatalogRows): Promise<void> {
  for (const table of [t.banks, t.features, t.products, t.questions, t.questionOptions, t.banners]) {
    await tx.update(table).set({ retired: true } as never);
  }
  await upsert(tx, t.merchants, [t.merchants.id], rows.merchants);
  await upsert(tx, t.locations, [t.locations.id], rows.locations);
  await upsert(tx, t.banks, [t.banks.id], rows.banks);
  await upsert(tx, t.features, [t.features.id], rows.parentFeatures);
  await upsert(tx, t.features, [t.features.id], rows.subFeatures);
  await upsert(tx, t.products, [t.products.id], rows.products);
  await upsert(tx, t.questions, [t.questions.id], rows.questions);
  await upsert(tx, t.questionOptions, [t.questionOptions.id], rows.questionOptions);
  await upsert(tx, t.banners, [t.banners.country, t.banners.id], rows.banners);
  await upsert(tx, t.markets, [t.markets.country], rows.markets);
  await tx.delete(t.productFeatures);
  await upsert(tx, t.productFeatures, [t.productFeatures.productId, t.productFeatures.featureId], rows.productFeatures);
  await upsert(tx, t.images, [t.images.folder, t.images.name], rows.images);
  await upsert(tx, t.catalogMeta, [t.catalogMeta.id], [rows.meta]);
}
