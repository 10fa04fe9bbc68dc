import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErasureQuery, ErasureResult, VisitorRecords, problemResponses } from '@storefront/shared/contract';
import { actorOf, requireRole } from '../../access.js';
import { eraseVisitorData, visitorRecords } from '../../../services/erasure.js';

/**
 * A visitor's erasure request (role `support`): their records found by the address they gave,
 * then their personal data erased everywhere, the anonymous statistics kept. The address travels
 * in the body, never in a URL (which logs would keep); both calls are audited.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const support = requireRole('support');
  const tags = ['erasure'];

  app.post('/search', {
    config: support,
    schema: { tags, summary: "A visitor's records, by the e-mail address they gave", body: ErasureQuery, response: { 200: VisitorRecords, ...problemResponses } },
  }, async (request) => visitorRecords(app.db, actorOf(request), request.body.email));

  app.post('/erasure', {
    config: support,
    schema: {
      tags, summary: "Erase a visitor's personal data everywhere (customers, tickets, mails); the statistics stay",
      body: ErasureQuery, response: { 200: ErasureResult, ...problemResponses },
    },
  }, async (request) => (await eraseVisitorData(app.db, actorOf(request), request.body.email)).counts);
};

export default routes;
