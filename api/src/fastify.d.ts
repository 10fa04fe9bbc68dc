import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { CatalogService } from './catalog/service.js';
import type { OutboxWorker } from './mail/worker.js';
import type { MailContext } from './mail/context.js';
import type { CountryCode } from './domain/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    catalog: CatalogService;
    outbox: OutboxWorker;
    /** What writes and queues the storefront's mails (plugins/app/outbox.ts). */
    mail: MailContext;
  }
  interface FastifyRequest {
    /** From X-Country-Key: scopes catalog, questions, features, banners and currency. */
    country: CountryCode;
  }
}
