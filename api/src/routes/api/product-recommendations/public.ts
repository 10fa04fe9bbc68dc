import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApplicationIdParams, problemResponses, ProductRecommendation, ProductRecommendations } from '../../../schemas.js';
import { addProductRecommendations } from '../../../db/repositories/selections.js';
import { notFound, ProblemError, unprocessable } from '../../../domain/problem.js';
import { requireApplication } from '../../../services/applications.js';
import { writeLimit } from '../../../plugins/app/rate-limit.js';

export const pathMismatch = (field: string, id: number, pathId: number) =>
  new ProblemError(400, 'Invalid request', `${field} ${id} does not match the applicationId ${pathId} of the path.`, 'validation-error');

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:applicationId', {
    config: writeLimit(app),
    schema: {
      tags: ['recommendations'],
      summary: 'Save the products recommended to an application (all or none)',
      params: ApplicationIdParams,
      body: ProductRecommendations,
      response: { 200: Type.Array(ProductRecommendation), ...problemResponses },
    },
  }, async (request) => {
    const { applicationId } = request.params;
    request.body.forEach((r, i) => {
      if (r.applicationId !== applicationId) throw pathMismatch(`body/${i}/applicationId`, r.applicationId, applicationId);
    });
    const row = await requireApplication(app.db, applicationId);
    const { products } = await app.catalog.get();
    for (const [i, r] of request.body.entries()) {
      const product = products.get(r.productId);
      if (!product) throw notFound('Product', r.productId);
      if (product.country !== row.application.country || product.productType !== row.application.applicationType) {
        throw unprocessable('Product not available', `body/${i}/productId ${r.productId} is not a ${row.application.applicationType} offered in this country.`);
      }
    }
    const productIds = [...new Set(request.body.map((r) => r.productId))];
    return app.db.transaction((tx) => addProductRecommendations(tx, applicationId, productIds));
  });
};
export default routes;
