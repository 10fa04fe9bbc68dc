import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { outboxCounts } from '../../db/repositories/outbox.js';

/**
 * Prometheus metrics of this instance, served at GET /metrics on a port of its own (metrics-server.ts):
 * - `http_requests_total` and `http_request_duration_seconds` per method, route pattern and status;
 * - the mail outbox read from the database at each scrape, so the numbers are the same whichever
 *   instance is scraped: `storefront_mail_outbox_depth` (mails not delivered yet),
 *   `storefront_mail_outbox_messages{status}`, `storefront_mail_outbox_oldest_pending_seconds` and
 *   `storefront_mail_delivery_failures_total` (failed SMTP attempts, retried or given up);
 * - `storefront_client_errors_total`: remote-loading failures reported by browsers;
 * - Node's process metrics (CPU, memory, event-loop lag, GC).
 * Each app has its own registry, so several apps in one process (tests) do not share counters.
 */

export interface Metrics {
  registry: Registry;
  clientErrors: Counter;
  /** Reads the outbox numbers; call before rendering the registry. */
  refresh(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Seconds; from a cached catalog read (about a millisecond) to a slow SMTP-backed write. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const outboxStatuses = ['queued', 'sending', 'sent', 'failed'] as const;

export default fp(async (app) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status.',
    labelNames, buckets: latencyBuckets, registers: [registry],
  });
  const depth = new Gauge({ name: 'storefront_mail_outbox_depth', help: 'Mails in the outbox not delivered yet (queued or being sent), all instances.', registers: [registry] });
  const messages = new Gauge({ name: 'storefront_mail_outbox_messages', help: 'Mails in the outbox by status, all instances.', labelNames: ['status'], registers: [registry] });
  const oldest = new Gauge({ name: 'storefront_mail_outbox_oldest_pending_seconds', help: 'How long the oldest mail due and not delivered yet has been due (0 when none).', registers: [registry] });
  const failures = new Counter({ name: 'storefront_mail_delivery_failures_total', help: 'Failed mail delivery attempts recorded in the outbox (retried or given up), all instances.', registers: [registry] });
  const databaseUp = new Gauge({ name: 'storefront_database_up', help: '1 when the last scrape could read the database, 0 otherwise.', registers: [registry] });
  const clientErrors = new Counter({ name: 'storefront_client_errors_total', help: 'Remote-loading failures reported by browsers (POST /api/client-errors/public).', registers: [registry] });

  // A callback hook (no promise per request), after the answer has been sent.
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, never the raw URL: ids and query strings would make one series per visitor.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  async function refresh(): Promise<void> {
    try {
      const counts = await outboxCounts(app.db);
      for (const status of outboxStatuses) messages.set({ status }, counts[status]);
      depth.set(counts.queued + counts.sending);
      oldest.set(counts.oldestPendingSeconds);
      failures.reset();
      failures.inc(Math.max(0, counts.failedAttempts));
      databaseUp.set(1);
    } catch (error) {
      databaseUp.set(0);
      app.log.warn({ err: (error as Error).message }, 'metrics: the mail outbox could not be read');
    }
  }

  app.decorate('metrics', { registry, clientErrors, refresh });
}, { name: 'metrics', dependencies: ['database'] });
