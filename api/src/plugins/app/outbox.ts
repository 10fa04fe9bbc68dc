import fp from 'fastify-plugin';
import { OutboxWorker } from '../../mail/worker.js';
import { createTransport } from '../../mail/transport.js';

/** The mail outbox worker of this instance; stopped before the database closes. */
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
  if (config.MAIL_WORKER) app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}, { name: 'outbox', dependencies: ['database'] });
