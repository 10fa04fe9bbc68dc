import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicationDetail, ApplicationParams, ApplicationSearch, ApplicationSearchResult, VisitorDetails, applicationCsvHeader, problemResponses,
  type ApplicationSummary,
} from '@storefront/shared/contract';
import { actorOf, requireRole } from '../../access.js';
import {
  findApplicationByReference, searchApplications, timelineOf, type FoundApplication,
} from '../../../db/repositories/application-search.js';
import { maskEmail, maskName, maskPhone } from '../../../domain/masking.js';
import { csvOf } from '../../../domain/csv-export.js';
import { writeAudit } from '../../../services/audit.js';
import { ProblemError } from '../../../plugins/app/problem-error.js';
import keyFactsSeen from './key-facts-seen.js';

/** An application as listed: the visitor's details masked. */
function summaryOf(row: FoundApplication): ApplicationSummary {
  const { reference, market, type, status, productName, partner, createdAt, submittedAt } = row;
  return {
    reference, market, type, status, productName, partner, createdAt, submittedAt,
    visitor: { name: maskName(row.name), email: maskEmail(row.email), mobileNumber: maskPhone(row.mobileNumber) },
  };
}

const notFound = (reference: string) =>
  new ProblemError(404, 'application.not-found', 'Not Found', `Application ${reference} does not exist.`, 'not-found');

/**
 * Applications (support and admin; the analyst role sees no personal data and has none of these):
 * search, the detail with its whole timeline, personal data masked until revealed (audited), and
 * the export of a search as CSV (audited).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const support = requireRole('support', 'admin');
  const tags = ['applications'];

  app.get('', {
    config: support,
    schema: { tags, summary: 'Search by reference, e-mail, market, product, status, partner and date (details masked)', querystring: ApplicationSearch, response: { 200: ApplicationSearchResult, ...problemResponses } },
  }, async (request) => ({ applications: (await searchApplications(app.db, { ...request.query, limit: request.query.limit ?? 100 })).map(summaryOf) }));

  app.get('/export', {
    config: support,
    schema: { tags, summary: 'The search as CSV, with the visitors\' details (audited)', querystring: ApplicationSearch, produces: ['text/csv'] },
  }, async (request, reply) => {
    const actor = actorOf(request);
    const rows = await searchApplications(app.db, { ...request.query, limit: request.query.limit ?? 500 });
    const { limit: _limit, ...filter } = request.query;
    await writeAudit(app.db, actor, { action: 'application.exported', targetType: 'application-search', after: { filter, rows: rows.length, references: rows.map((r) => r.reference) } });
    const csv = csvOf(applicationCsvHeader, rows.map((r) => [
      r.reference, r.market, r.type, r.status, r.productName, r.partner, r.createdAt, r.submittedAt, r.name, r.email, r.mobileNumber,
    ]));
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="applications.csv"')
      .header('cache-control', 'no-store').send(csv);
  });

  app.get('/:reference', {
    config: support,
    schema: { tags, summary: 'The application with its whole timeline (details masked)', params: ApplicationParams, response: { 200: ApplicationDetail, ...problemResponses } },
  }, async (request) => {
    const row = await findApplicationByReference(app.db, request.params.reference);
    if (!row) throw notFound(request.params.reference);
    return { application: summaryOf(row), ...(await timelineOf(app.db, row.id)) };
  });

  app.post('/:reference/reveal', {
    config: support,
    schema: { tags, summary: 'The visitor\'s details in clear (the view is audited)', params: ApplicationParams, response: { 200: VisitorDetails, ...problemResponses } },
  }, async (request, reply) => {
    const actor = actorOf(request);
    const row = await findApplicationByReference(app.db, request.params.reference);
    if (!row) throw notFound(request.params.reference);
    await writeAudit(app.db, actor, { action: 'application.revealed', targetType: 'application', targetId: row.reference, after: { fields: ['name', 'email', 'mobileNumber'] } });
    reply.header('cache-control', 'no-store');
    return { name: row.name, email: row.email, mobileNumber: row.mobileNumber };
  });

  await app.register(keyFactsSeen);
};

export default routes;
