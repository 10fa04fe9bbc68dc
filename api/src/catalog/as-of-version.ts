import type { Db } from '../db/client.js';
import { versionHeads, versionRow } from '../db/repositories/catalog-versions.js';
import type { CountryCode } from '../domain/types.js';
import { catalogOfVersions, liveVersionsAt } from './live-document.js';
import { CatalogService, type CatalogSnapshot } from './service.js';
import { snapshotOf } from './snapshot-of.js';

/** A catalog that serves one snapshot and never changes: a published version's, for what an application saw. */
class FixedCatalog extends CatalogService {
  constructor(db: Db, private readonly fixed: CatalogSnapshot) {
    super(db);
  }

  override async get(): Promise<CatalogSnapshot> {
    return this.fixed;
  }
}

/** The catalog as it was served with this version of the market (the other markets as they are live); undefined for an unknown version. */
export async function catalogAsOfVersion(db: Db, market: CountryCode, version: number): Promise<CatalogService | undefined> {
  const row = await versionRow(db, market, version);
  if (!row) return undefined;
  const catalog = await catalogOfVersions(db, liveVersionsAt(await versionHeads(db), Date.now()), row.document);
  return new FixedCatalog(db, snapshotOf(catalog, `version:${market}=${version}`));
}
