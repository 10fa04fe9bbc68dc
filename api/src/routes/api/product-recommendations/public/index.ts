import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApplicationIdParams, problemResponses, ProductRecommendation, ProductRecommendations } from '@storefront/shared/contract';
import { saveProductRecommendations } from '../../../../services/product-recommendations.js';
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
  }, async (request) =>
    saveProductRecommendations({ db: app.db, catalog: app.catalog }, request.params.applicationId, request.body, request.accessTokenHash));
};
export default routes;
