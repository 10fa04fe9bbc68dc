/**
 * The heap that one instance's catalog takes: the seed with Pakistan's cards repeated to 10,000
 * (scaled-catalog.ts, as `bench:api` uses), in an embedded database, read by `CatalogService` as
 * a request would. Prints the heap used after a full collection, before and after the load.
 *
 *   npm run bench:catalog -w api
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { apiRoot } from '../src/paths.js';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/plugins/app/database.js';
import { CatalogService } from '../src/catalog/service.js';
import { scaledCatalog } from './scaled-catalog.js';

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

/** Heap used after two full collections, in MB. */
function liveHeapMb(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed / 1e6;
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-catalog-'));
  const database = await openDatabase('memory://', tmp);
  try {
    await prepareDatabase(database, scaledCatalog(apiRoot, tmp));
    const service = new CatalogService(database.db);
    const before = liveHeapMb();
    const snapshot = await service.get();
    const after = liveHeapMb();
    const cards = snapshot.byCountry.pk.cards.length;
    console.log(`the catalog, with ${cards} cards in pk, in every language: ${(after - before).toFixed(1)} MB of heap`);
  } finally {
    await database.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
