import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BonusLedger, BonusQuery, problemResponses } from '@storefront/shared/contract';
import { requireRole } from '../../access.js';
import { clawbacksWithReferences, ledgerTotals, ledgerWithReferences } from '../../../db/repositories/ledger-views.js';

/** GET /bonuses (finance): the bonus ledger (pending, confirmed, paid, cancelled), totals per currency and state, clawbacks. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', {
    config: requireRole('finance'),
    schema: { tags: ['bonuses and payouts'], summary: 'The bonus ledger with totals per currency', querystring: BonusQuery, response: { 200: BonusLedger, ...problemResponses } },
  }, async (request) => {
    const [entries, totals, clawbacks] = await Promise.all([
      ledgerWithReferences(app.db, request.query.state), ledgerTotals(app.db), clawbacksWithReferences(app.db),
    ]);
    return {
      entries: entries.map((e) => ({ ...e, approvedAt: e.approvedAt.toISOString(), lockUntil: e.lockUntil.toISOString() })),
      totals,
      clawbacks: clawbacks.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    };
  });
};

export default routes;
