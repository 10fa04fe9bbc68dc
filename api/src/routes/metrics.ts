import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * Prometheus text format. Scrape it from inside the deployment's network; it names routes and
 * counts, never visitor data (see README.md, Deploy).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/metrics', {
    schema: { tags: ['ops'], summary: 'Prometheus metrics: requests and latency per route, mail outbox, process' },
  }, async (_request, reply) => {
    await app.metrics.refresh();
    const text = await app.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType).send(text);
  });
};
export default routes;
