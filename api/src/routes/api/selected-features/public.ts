import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApplicationIdParams, problemResponses, SelectedFeature, SelectedFeatures } from '../../../schemas.js';
import { replaceSelectedFeatures } from '../../../db/repositories/selections.js';
import { ProblemError } from '../../../domain/problem.js';
import { maxFeaturesToSelect } from '../../../domain/card-match.js';
import { requireApplication } from '../../../services/applications.js';
import { requireCardFeatures } from '../recommendations/public.js';
import { pathMismatch } from '../product-recommendations/public.js';
import { writeLimit } from '../../../plugins/app/rate-limit.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:applicationId', {
    config: writeLimit(app),
    schema: {
      tags: ['recommendations'],
      summary: "Save the application's selected card features (replaces the previous set, all or none)",
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
      throw new ProblemError(400, 'Invalid request', 'body/featureId: a feature is selected more than once.', 'validation-error');
    }
    const row = await requireApplication(app.db, applicationId);
    const catalog = await app.catalog.country(row.application.country);
    requireCardFeatures(catalog, featureIds, 'body');
    // Up to 5 features; their sub-features come with them and do not count on their own.
    const features = new Set(featureIds.map((id) => catalog.parentOf.get(id) ?? id));
    if (features.size > maxFeaturesToSelect) {
      throw new ProblemError(400, 'Feature Selection', `Select up to ${maxFeaturesToSelect} features (got ${features.size}); sub-features count toward their feature.`, 'invalid-preferences');
    }
    const saved = await app.db.transaction((tx) => replaceSelectedFeatures(tx, applicationId, featureIds));
    return saved.map((s) => ({ applicationId: s.applicationId, featureId: s.featureId }));
  });
};
export default routes;
