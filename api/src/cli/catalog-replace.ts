/**
 * Operator command: validates a catalog folder (catalog/*.yaml + images/**) and makes it the live
 * catalog of the database the API uses (same DATABASE_URL / DATA_DIR env as the server).
 *
 *   npm run catalog:replace -w api               # the seed folder (api/seed)
 *   npm run catalog:replace -w api -- /path/dir  # another catalog folder
 *
 * Running instances pick the new catalog up within a few seconds.
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/client.js';
import { databaseAllowances } from '../db/limits.js';
import { loadValidCatalog } from '../catalog/load.js';
import { replaceCatalog } from '../catalog/replace.js';

async function main() {
  const config = loadConfig();
  const dir = path.resolve(process.argv[2] ?? config.SEED_DIR);
  const catalog = await loadValidCatalog(dir);
  const database = await openDatabase(config.DATABASE_URL, config.DATA_DIR, { limits: databaseAllowances(config) });
  try {
    await database.withStartUpAllowance(async (startUp) => {
      await migrate(startUp);
      await replaceCatalog(startUp.db, catalog);
    });
  } finally {
    await database.close();
  }
  const cards = catalog.countries.reduce((n, c) => n + c.cards.length, 0);
  console.log(`catalog ${catalog.version} from ${dir} is live (${database.kind}): ${cards} cards, ${catalog.images.length} images`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
