import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationKeyFactsSeen, ApplicationParams, problemResponses } from '@storefront/shared/contract';
import { requireRole } from '../../access.js';
import { findApplicationByReference } from '../../../db/repositories/application-search.js';
import { findApplication } from '../../../db/repositories/applications.js';
import { applicationKeyFacts } from '../../../services/key-facts.js';
import { catalogAsOfVersion } from '../../../catalog/as-of-version.js';
import { ProblemError } from '../../../plugins/app/problem-error.js';

/** "Which Key Facts did application SF-… see?": its product's Key Facts as of the catalog version it was made under. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:reference/key-facts', {
    config: requireRole('support', 'catalog', 'admin'),
    schema: {
      tags: ['applications'], summary: 'The Key Facts the application\'s visitor saw: its product\'s, as of the catalog version it was made under',
      params: ApplicationParams, response: { 200: ApplicationKeyFactsSeen, ...problemResponses },
    },
  }, async (request) => {
    const { reference } = request.params;
    const found = await findApplicationByReference(app.db, reference);
    const row = found && (await findApplication(app.db, found.id));
    if (!row) throw new ProblemError(404, 'application.not-found', 'Not Found', `Application ${reference} does not exist.`, 'not-found');
    const { country, productId, catalogVersion } = row.application;
    const catalog = (catalogVersion !== null && (await catalogAsOfVersion(app.db, country, catalogVersion))) || app.catalog;
    const keyFacts = productId === null ? null : ((await applicationKeyFacts(catalog, row, productId)) ?? null);
    return { reference, market: country, catalogVersion, keyFacts };
  });
};

export default routes;
