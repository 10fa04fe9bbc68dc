import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { clientErrorHandler } from './plugins/app/error-handler.js';

/**
 * GET /metrics (Prometheus text) of an app, served by a server of its own on METRICS_PORT, bound to
 * METRICS_HOST: a scraper inside the deployment's network reaches it, the public port does not
 * have it. It names routes and counts, never visitor data. Scrapes are not logged.
 */
export async function buildMetricsServer(app: FastifyInstance): Promise<FastifyInstance> {
  const server = Fastify({
    loggerInstance: app.log.child({ server: 'metrics' }),
    logController: new LogController({ disableRequestLogging: true }),
    // Bytes that are not HTTP get the public port's problem+json answer.
    clientErrorHandler,
  });
  server.get('/metrics', async (_request, reply) => {
    await app.metrics.refresh();
    const text = await app.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType).send(text);
  });
  await server.ready();
  return server;
}
