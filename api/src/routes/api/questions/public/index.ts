import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { problemResponses, Question, QuestionsQuery } from '@storefront/shared/contract';
import { LanguageHeaders } from '../../../../plugins/app/language.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', {
    schema: {
      tags: ['catalog'],
      summary: "The country's screening questions for a product type, in the visitor's language",
      headers: LanguageHeaders,
      querystring: QuestionsQuery,
      response: { 200: Type.Array(Question), ...problemResponses },
    },
  }, async (request) =>
    (await app.catalog.country(request.country, request.language)).questions[request.query.productType].map(({ role, ...q }) => (role ? { ...q, role } : q)));
};
export default routes;
