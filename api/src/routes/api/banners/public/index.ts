import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Banner, problemResponses } from '@storefront/shared/contract';
import { LanguageHeaders } from '../../../../plugins/app/language.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', {
    schema: {
      tags: ['catalog'], summary: "The country's banners, in the visitor's language", headers: LanguageHeaders,
      response: { 200: Type.Array(Banner), ...problemResponses },
    },
  }, async (request) => (await app.catalog.country(request.country, request.language)).banners);
};
export default routes;
