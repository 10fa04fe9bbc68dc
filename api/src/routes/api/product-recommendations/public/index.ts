import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApplicationIdParams, problemResponses, ProductRecommendation, ProductRecommendations } from '@storefront/shared/contract';
import { addProductRecommendations } from '../../../../db/repositories/selections.js';
import { notFound, pathMismatch, unprocessable } from '../../../../domain/problem.js';
import { requireApplication } from '../../../../services/applications.js';
import { writeLimit } from '../../../../plugins/app/rate-limit.js';
import { AccessTokenHeaders } from '../../../../plugins/app/access-token.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:applicationId', {
    config: writeLimit(app),
    schema: {
      tags: ['recommendations'],
      summary: 'Save the products recommended to an application (all or none)',
      headers: AccessTokenHeaders,
      params: ApplicationIdParams,
      body: ProductRecommendations,
      response: { 200: Type.Array(ProductRecommendation), ...problemResponses },
    },
  }, async (request) => {
    const { applicationId } = request.params;
    request.body.forEach((r, i) => {
      if (r.applicationId !== applicationId) throw pathMismatch(`body/${i}/applicationId`, r.applicationId, applicationId);
    });
    const row = await requireApplication(app.db, applicationId, request.accessTokenHash);
    const { products } = await app.catalog.get();
    for (const [i, r] of request.body.entries()) {
      const product = products.get(r.productId);
      if (!product) throw notFound('Product', r.productId);
      if (product.country !== row.application.country || product.productType !== row.application.applicationType) {
        throw unprocessable('product.not-available', 'Product not available', `body/${i}/productId ${r.productId} is not a ${row.application.applicationType} offered in this country.`);
      }
    }
    const productIds = [...new Set(request.body.map((r) => r.productId))];
    const saved = await app.db.transaction((tx) => addProductRecommendations(tx, row.application.id, productIds));
    // The products of this request in its order (the offers' order), then any saved before.
    const position = new Map(productIds.map((id, i) => [id, i]));
    const at = (id: number) => position.get(id) ?? productIds.length;
    return [...saved].sort((a, b) => at(a.productId) - at(b.productId)).map(({ productId }) => ({ applicationId, productId }));
  });
};
export default routes;
