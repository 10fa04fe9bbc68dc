import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Feature, problemResponses } from '@storefront/shared/contract';
import { LanguageHeaders } from '../../../../plugins/app/language.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', {
    schema: {
      tags: ['catalog'],
      summary: "The country's features with their sub-features, named in the visitor's language",
      headers: LanguageHeaders,
      response: { 200: Type.Array(Feature), ...problemResponses },
    },
  }, async (request) => (await app.catalog.country(request.country, request.language)).features);
};
export default routes;
