import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { problemResponses, Question, QuestionsQuery } from '@storefront/shared/contract';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', {
    schema: {
      tags: ['catalog'],
      summary: "The country's screening questions for a product type",
      querystring: QuestionsQuery,
      response: { 200: Type.Array(Question), ...problemResponses },
    },
  }, async (request) => (await app.catalog.country(request.country)).questions[request.query.productType]);
};
export default routes;
