import type { Db } from '../db/client.js';
import { replaceCatalogRows, writeCatalogRowsIfEmpty } from '../db/repositories/catalog.js';
import type { Catalog } from './types.js';
import { loadValidCatalog } from './load.js';
import type { CountryCode } from '../domain/types.js';
import { publishDocuments, versionsKey, versionsOfKey } from './live-document.js';
import { catalogRows } from './rows.js';

export { catalogRows } from './rows.js';

/**
 * Makes `catalog` the live catalog now: each market whose document differs from its live one gets a
 * new published version, taking effect at `at`, by `publishedBy` (null: a command); then the
 * catalog's tables are written in one transaction: every row in it is inserted or updated, rows no
 * longer in it are retired (kept, because applications and answers point at them, but no longer
 * served). Instances that cache the catalog notice the new versions. Returns each market's live version.
 */
export async function replaceCatalog(db: Db, catalog: Catalog, publishedBy: number | null = null, at = Date.now()): Promise<Record<CountryCode, number>> {
  const live = await publishDocuments(db, catalog.countries, publishedBy, at);
  await replaceCatalogRows(db, catalogRows({ ...catalog, checksum: versionsKey(live) }));
  return versionsOfKey(versionsKey(live));
}

/** First start: loads the seed catalog unless a catalog is already there. Returns whether it loaded. */
export async function seedCatalogIfEmpty(db: Db, seedDir: string): Promise<boolean> {
  return writeCatalogRowsIfEmpty(db, async () => catalogRows(await loadValidCatalog(seedDir)));
}

