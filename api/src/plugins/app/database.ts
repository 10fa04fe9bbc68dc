import fp from 'fastify-plugin';
import { migrate, openDatabase, type OpenOptions } from '../../db/client.js';
import { seedCatalogIfEmpty } from '../../catalog/replace.js';
import { CatalogService } from '../../catalog/service.js';

/** Opens PostgreSQL or PGlite, applies migrations, loads the seed catalog on first start. */
export default fp<OpenOptions>(async (app, options) => {
  const { config } = app;
  const database = await openDatabase(config.DATABASE_URL, config.DATA_DIR, options);
  try {
    const applied = await migrate(database);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    if (await seedCatalogIfEmpty(database.db, config.SEED_DIR)) app.log.info('seed catalog loaded');
  } catch (error) {
    await database.close();
    throw error;
  }
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('catalog', new CatalogService(database.db));
  app.addHook('onClose', async () => database.close());
}, { name: 'database', dependencies: ['config'] });
