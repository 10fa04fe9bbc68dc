import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FunnelEvent, problemResponses } from '@storefront/shared/contract';
import { writeLimit } from '../../../../plugins/app/rate-limit.js';
import { recordFunnelEvent } from '../../../../services/funnel.js';

/**
 * A step of the storefront a journey reached, sent by the shell only when the visitor's cookie
 * settings allow Performance. Nothing personal arrives or is kept: the market (X-Country-Key), the
 * language (Accept-Language), the step and the product chosen become one more in the day's count.
 * Rate limited per client like the other writes. A call previewing a catalog draft is answered
 * the same and counted nowhere.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', {
    bodyLimit: 1024,
    config: writeLimit(app),
    schema: {
      tags: ['funnel'],
      summary: "Count a step of the storefront a journey reached (sent with the visitor's Performance consent only)",
      body: FunnelEvent,
      response: { 204: Type.Null(), ...problemResponses },
    },
  }, async (request, reply) => {
    // A catalog draft's preview is an operator's look, not a visitor's journey: it is never counted.
    if (!request.catalogPreview) await recordFunnelEvent(app.db, request.country, request.language, request.body);
    return reply.status(204).send(null);
  });
};
export default routes;
