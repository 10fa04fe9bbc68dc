import fp from 'fastify-plugin';
import { OutboxWorker } from '../../mail/worker.js';
import { createTransport } from '../../mail/transport.js';
import { createMailContext } from '../../mail/context.js';

/**
 * The storefront's mails in this instance: what writes and queues them (`app.mail`, its templates
 * compiled once) and the outbox worker that delivers them, stopped before the database closes.
 */
export default fp(async (app) => {
  const { config } = app;
  const worker = new OutboxWorker(app.db, createTransport(config), {
    from: config.MAIL_FROM,
    pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    retryMaxMs: config.MAIL_RETRY_MAX_MS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    claimMs: config.MAIL_CLAIM_MS,
    log: app.log,
  });
  app.decorate('outbox', worker);
  app.decorate('mail', createMailContext(app.db, app.catalog, app.config));
  if (config.MAIL_WORKER) app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}, { name: 'outbox', dependencies: ['database'] });
