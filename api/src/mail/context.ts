/**
 * What writing the storefront's mails needs, made once per app (plugins/app/outbox.ts, as
 * `app.mail`): the database, the catalog, the renderer with its templates compiled, the Key Facts
 * of an application's product, and the mail settings.
 */
import type { Db } from '../db/client.js';
import type { Config } from '../config.js';
import type { CatalogService } from '../catalog/service.js';
import { applicationKeyFacts } from '../services/key-facts.js';
import type { KeyFactsOf } from './confirmation-data.js';
import { createMailRenderer, type MailRenderer } from './render.js';

export interface MailContext {
  db: Db;
  catalog: CatalogService;
  renderer: MailRenderer;
  /** The Key Facts of an application's product, for its confirmation. */
  keyFactsOf: KeyFactsOf;
  config: Pick<
    Config,
    'MAIL_FROM' | 'SUPPORT_INBOX' | 'MAIL_PER_RECIPIENT_PER_HOUR' | 'MAIL_SUPPORT_PER_HOUR' | 'MAIL_SUPPORT_PER_CLIENT_PER_HOUR'
  >;
}

/** The app's mail context; the templates are compiled here, once. */
export function createMailContext(db: Db, catalog: CatalogService, config: MailContext['config'] & Pick<Config, 'STOREFRONT_URL'>): MailContext {
  return {
    db,
    catalog,
    config,
    keyFactsOf: (row, productId) => applicationKeyFacts(catalog, row, productId),
    renderer: createMailRenderer({ storefrontUrl: config.STOREFRONT_URL }),
  };
}
