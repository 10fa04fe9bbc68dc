import fp from 'fastify-plugin';
import { migrate, openDatabase, type Database, type OpenOptions } from '../../db/client.js';
import { seedCatalogIfEmpty } from '../../catalog/replace.js';
import { CatalogService } from '../../catalog/service.js';
import { ensureFirstVersions } from '../../catalog/live-document.js';
import { databaseAllowances } from '../../db/limits.js';

/**
 * What every start does to its database: the migrations it lacks, and the seed catalog if it has
 * none, with the start-up's allowance (they may take longer, or wait for another instance's).
 */
export async function prepareDatabase(database: Database, seedDir: string): Promise<{ applied: string[]; seeded: boolean }> {
  return database.withStartUpAllowance(async (startUp) => {
    const applied = await migrate(startUp);
    const seeded = await seedCatalogIfEmpty(startUp.db, seedDir);
    await ensureFirstVersions(startUp.db, seedDir);
    return { applied, seeded };
  });
}

/** Opens PostgreSQL or PGlite, applies migrations, loads the seed catalog on first start. */
export default fp<OpenOptions>(async (app, options) => {
  const { config } = app;
  const database = await openDatabase(config.DATABASE_URL, config.DATA_DIR, { ...options, limits: databaseAllowances(config) });
  try {
    const { applied, seeded } = await prepareDatabase(database, config.SEED_DIR);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    if (seeded) app.log.info('seed catalog loaded');
  } catch (error) {
    await database.close();
    throw error;
  }
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('catalog', new CatalogService(database.db));
  app.addHook('onClose', async () => database.close());
}, { name: 'database', dependencies: ['config'] });
