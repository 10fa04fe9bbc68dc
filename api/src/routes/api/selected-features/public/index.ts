import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApplicationIdParams, maxFeatures, problemResponses, SelectedFeature, SelectedFeatures } from '@storefront/shared/contract';
import { replaceSelectedFeatures } from '../../../../db/repositories/selections.js';
import { pathMismatch } from '../../../../domain/problem.js';
import { ProblemError } from '../../../../plugins/app/problem-error.js';
import { requireApplication } from '../../../../services/applications.js';
import { requireCardFeatures } from '../../../../services/card-features.js';
import { writeLimit } from '../../../../plugins/app/rate-limit.js';
import { AccessTokenHeaders } from '../../../../plugins/app/access-token.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:applicationId', {
    config: writeLimit(app),
    schema: {
      tags: ['recommendations'],
      summary: "Save the application's selected card features (replaces the previous set, all or none)",
      headers: AccessTokenHeaders,
      params: ApplicationIdParams,
      body: SelectedFeatures,
      response: { 200: Type.Array(SelectedFeature), ...problemResponses },
    },
  }, async (request) => {
    const { applicationId } = request.params;
    request.body.forEach((r, i) => {
      if (r.applicationId !== applicationId) throw pathMismatch(`body/${i}/applicationId`, r.applicationId, applicationId);
    });
    const featureIds = request.body.map((r) => r.featureId);
    if (new Set(featureIds).size !== featureIds.length) {
      throw new ProblemError(400, 'request.invalid', 'Invalid request', 'body/featureId: a feature is selected more than once.', 'validation-error');
    }
    const row = await requireApplication(app.db, applicationId, request.accessTokenHash);
    const catalog = await app.catalog.country(row.application.country);
    requireCardFeatures(catalog, featureIds, 'body');
    // Up to 5 features; their sub-features come with them and do not count on their own.
    const features = new Set(featureIds.map((id) => catalog.parentOf.get(id) ?? id));
    if (features.size > maxFeatures) {
      throw new ProblemError(400, 'feature.selection-invalid', 'Feature Selection', `Select up to ${maxFeatures} features (got ${features.size}); sub-features count toward their feature.`, 'invalid-preferences');
    }
    const saved = await replaceSelectedFeatures(app.db, row.application.id, featureIds);
    return saved.map(({ featureId }) => ({ applicationId, featureId }));
  });
};
export default routes;
