import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FunnelQuery, FunnelReport, problemResponses } from '@storefront/shared/contract';
import { requireRole } from '../../access.js';
import { funnelReport } from '../../../services/funnel.js';

/** The funnel (role `analyst`, no personal data): per day, market, language and product, with conversions and partners' figures. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', {
    config: requireRole('analyst'),
    schema: {
      tags: ['funnel'], summary: 'Journeys reaching each stage, conversions, revenue and bonus cost per partner, over a range of days',
      querystring: FunnelQuery, response: { 200: FunnelReport, ...problemResponses },
    },
  }, async (request) => funnelReport(app.db, request.query));
};

export default routes;
