import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ping } from '../db/client.js';
import { ProblemError } from '../plugins/app/problem-error.js';
import { problemResponses } from '@storefront/shared/contract';

const Status = Type.Object({ status: Type.String() });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { tags: ['ops'], summary: 'Liveness', response: { 200: Status } } }, async () => ({ status: 'ok' }));
  app.get('/ready', {
    schema: { tags: ['ops'], summary: 'Readiness: the database answers', response: { 200: Status, ...problemResponses } },
  }, async () => {
    try {
      await ping(app.database);
    } catch {
      throw new ProblemError(503, 'not-ready', 'Service Unavailable', 'The database is not reachable.', 'not-ready');
    }
    return { status: 'ready' };
  });
};
export default routes;
