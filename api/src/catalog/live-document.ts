import { isDeepStrictEqual } from 'node:util';
import type { Db, Tx } from '../db/client.js';
import {
  catalogTableRows, databaseNow, draftImagesAsLive, insertVersion, lockCatalogVersions, setCatalogChecksum, versionHeads, versionRow, type VersionHead,
} from '../db/repositories/catalog-versions.js';
import { catalogChecksum, replaceCatalogRows } from '../db/repositories/catalog.js';
import { settleScheduledDrafts } from '../db/repositories/catalog-drafts.js';
import { catalogRows } from './rows.js';
import { countries, type CountryCode } from '../domain/types.js';
import { commonFromRows, documentFromRows } from './documents-from-rows.js';
import { readCatalog } from './load.js';
import type { Catalog, CountryFile } from './types.js';

/** Per market, the version live at `at`: the one with the latest effective time not after it (the higher number on a tie). */
export function liveVersionsAt(heads: readonly VersionHead[], at: number): Map<CountryCode, VersionHead> {
  const live = new Map<CountryCode, VersionHead>();
  for (const head of heads) {
    if (head.effectiveAt.getTime() > at) continue;
    const current = live.get(head.market);
    if (!current || head.effectiveAt > current.effectiveAt || (head.effectiveAt.getTime() === current.effectiveAt.getTime() && head.version > current.version)) {
      live.set(head.market, head);
    }
  }
  return live;
}

/** The next moment after `at` at which a version takes effect, and the versions live from then. */
export function nextSwitch(heads: readonly VersionHead[], at: number): { at: number; live: Map<CountryCode, VersionHead> } | undefined {
  const later = heads.map((h) => h.effectiveAt.getTime()).filter((t) => t > at);
  if (!later.length) return undefined;
  const next = Math.min(...later);
  return { at: next, live: liveVersionsAt(heads, next) };
}

/** The name of the catalog these versions make: what the catalog's tables record once written to them, and the served snapshot's checksum. */
export function versionsKey(live: Map<CountryCode, VersionHead>): string {
  return `versions:${countries.map((c) => `${c}=${live.get(c)?.version ?? 0}`).join(',')}`;
}

export interface LiveDocument {
  market: CountryCode;
  /** 0 before the market has any version (its document then read back from the catalog's tables). */
  version: number;
  document: CountryFile;
}

/** The market's live document and its version at `at` (default now). */
export async function liveMarketDocument(db: Tx, market: CountryCode, at = Date.now()): Promise<LiveDocument> {
  const live = liveVersionsAt(await versionHeads(db), at).get(market);
  const row = live && (await versionRow(db, market, live.version));
  if (row) return { market, version: row.version, document: row.document };
  return { market, version: 0, document: documentFromRows(await catalogTableRows(db), market) };
}

/**
 * The whole catalog these versions make (the common file and the images as the tables hold them,
 * images left out: they are served from the tables), each market's document from its version, or
 * `replace`'s for its market.
 */
export async function catalogOfVersions(db: Tx, live: Map<CountryCode, VersionHead>, replace?: CountryFile): Promise<Catalog> {
  const rows = await catalogTableRows(db);
  const documents: CountryFile[] = [];
  for (const market of countries) {
    if (replace?.country === market) {
      documents.push(replace);
      continue;
    }
    const head = live.get(market);
    const row = head && (await versionRow(db, market, head.version));
    documents.push(row ? row.document : documentFromRows(rows, market));
  }
  const common = commonFromRows(rows);
  return { version: common.version, checksum: versionsKey(live), common, countries: documents, images: [] };
}

/**
 * First start with versions: each market without one gets version 1, the catalog live in the tables
 * (the seed files themselves when the tables hold exactly the seed, otherwise read back from the tables).
 */
export async function ensureFirstVersions(db: Db, seedDir: string): Promise<CountryCode[]> {
  const have = new Set((await versionHeads(db)).map((h) => h.market));
  const missing = countries.filter((c) => !have.has(c));
  if (!missing.length) return [];
  const seed = await readCatalog(seedDir).catch(() => undefined);
  const fromSeed = seed && seed.checksum === (await catalogChecksum(db));
  const rows = await catalogTableRows(db);
  const made: CountryCode[] = [];
  await db.transaction(async (tx) => {
    await lockCatalogVersions(tx);
    const inside = new Set((await versionHeads(tx)).map((h) => h.market));
    for (const market of missing) {
      if (inside.has(market)) continue;
      const document = (fromSeed && seed.countries.find((c) => c.country === market)) || documentFromRows(rows, market);
      await insertVersion(tx, { market, document, effectiveAt: new Date(0) });
      made.push(market);
    }
    // The tables hold these versions already.
    if (made.length) await setCatalogChecksum(tx, versionsKey(liveVersionsAt(await versionHeads(tx), Date.now())));
  });
  return made;
}

/**
 * Writes the catalog's tables to the versions live now by the database's clock, unless they hold
 * them already: whichever instance notices first after a version takes effect. The database's one
 * clock decides, so instances whose clocks differ slightly never write an older catalog back.
 * The scheduled drafts whose versions took effect are then recorded as published. Returns whether it wrote.
 */
export async function writeLiveVersions(db: Db): Promise<boolean> {
  const live = liveVersionsAt(await versionHeads(db), await databaseNow(db));
  const key = versionsKey(live);
  const written = await catalogChecksum(db);
  if (written === key) return false;
  const rows = catalogRows(await catalogOfVersions(db, live));
  rows.images = await imagesOfNewVersions(db, live, versionsOfKey(written));
  await replaceCatalogRows(db, rows);
  await settleScheduledDrafts(db);
  return true;
}

/**
 * The images uploaded to the drafts of the versions that become live (those not in `before`): they
 * go live in the transaction that writes those versions to the catalog's tables, so a scheduled
 * publish changes no image before it takes effect.
 */
async function imagesOfNewVersions(db: Tx, live: Map<CountryCode, VersionHead>, before: Record<CountryCode, number>) {
  const byName = new Map<string, Awaited<ReturnType<typeof draftImagesAsLive>>[number]>();
  for (const [market, head] of live) {
    if (before[market] === head.version) continue;
    const draftId = (await versionRow(db, market, head.version))?.sourceDraftId;
    if (!draftId) continue;
    for (const image of await draftImagesAsLive(db, Number(draftId))) byName.set(`${image.folder}/${image.name}`, image);
  }
  return [...byName.values()];
}

/** The versions a versionsKey names (0 for a market it does not name). */
export function versionsOfKey(key: string): Record<CountryCode, number> {
  const out = Object.fromEntries(countries.map((c) => [c, 0])) as Record<CountryCode, number>;
  if (!key.startsWith('versions:')) return out;
  for (const part of key.slice('versions:'.length).split(',')) {
    const [market, version] = part.split('=');
    if ((countries as readonly string[]).includes(market)) out[market as CountryCode] = Number(version);
  }
  return out;
}

/** Whether two documents say the same (key order aside). */
export function sameDocument(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
}

/**
 * Publishes each of `documents` that differs from its market's live one as the market's next
 * version, effective at `at`; returns the versions live at `at` afterwards.
 */
export async function publishDocuments(db: Db, documents: CountryFile[], publishedBy: number | null, at: number): Promise<Map<CountryCode, VersionHead>> {
  return db.transaction(async (tx) => {
    await lockCatalogVersions(tx);
    for (const document of documents) {
      const current = await liveMarketDocument(tx, document.country, at);
      if (current.version > 0 && sameDocument(current.document, document)) continue;
      await insertVersion(tx, { market: document.country, document, effectiveAt: new Date(at), publishedBy });
    }
    return liveVersionsAt(await versionHeads(tx), at);
  });
}
