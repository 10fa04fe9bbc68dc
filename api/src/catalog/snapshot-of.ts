import { rowsAsRead } from './rows.js';
import { snapshotFromRows, type CatalogSnapshot } from './service.js';
import type { Catalog } from './types.js';

/**
 * The snapshot CatalogService would serve once `catalog` is written to the tables, built without
 * writing them: a scheduled version's catalog, prebuilt so that an instance switches to it by its
 * clock, and a draft's catalog for its preview. `checksum` names the snapshot (default: the catalog's).
 */
export function snapshotOf(catalog: Catalog, checksum = catalog.checksum): CatalogSnapshot {
  return snapshotFromRows(checksum, rowsAsRead(catalog));
}
