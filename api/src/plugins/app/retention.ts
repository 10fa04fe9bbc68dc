import fp from 'fastify-plugin';
import { RetentionJob } from '../../jobs/retention.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The retention job of this instance (RETENTION_DAYS, every RETENTION_INTERVAL_MS). */
    retention: RetentionJob;
  }
}

/** Anonymises personal data past RETENTION_DAYS: once when the app is ready, then on a timer; stopped before the database closes. */
export default fp(async (app) => {
  const job = new RetentionJob(app.db, { days: app.config.RETENTION_DAYS, intervalMs: app.config.RETENTION_INTERVAL_MS, log: app.log });
  app.decorate('retention', job);
  app.addHook('onReady', async () => job.start());
  app.addHook('preClose', async () => job.stop());
}, { name: 'retention', dependencies: ['database'] });
