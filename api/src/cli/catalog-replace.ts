/**
 * Operator command: validates a catalog folder (catalog/*.yaml + images/**) and publishes it: each
 * market whose document differs from its live one gets a new version, live at once, as a publish
 * from the console makes it (catalog/live-document.ts), on the database the API uses (same
 * DATABASE_URL / DATA_DIR env as the server).
 *
 *   npm run catalog:replace -w api               # the seed folder (api/seed)
 *   npm run catalog:replace -w api -- /path/dir  # another catalog folder
 *
 * On PostgreSQL, running instances serve the new versions within a few seconds. The embedded
 * database (PGlite) serves one process at a time: while the API has it open the command refuses,
 * naming the API's process; the API serves the versions printed here from its next start.
 */
import path from 'node:path';
import { countries } from '../domain/types.js';
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
  let versions: Record<string, number> = {};
  try {
    await database.withStartUpAllowance(async (startUp) => {
      await migrate(startUp);
      versions = await replaceCatalog(startUp.db, catalog);
    });
  } finally {
    await database.close();
  }
  const cards = catalog.countries.reduce((n, c) => n + c.cards.length, 0);
  const live = countries.map((c) => `${c} version ${versions[c]}`).join(', ');
  console.log(`catalog ${catalog.version} from ${dir} is live (${database.kind}): ${live}; ${cards} cards, ${catalog.images.length} images`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
