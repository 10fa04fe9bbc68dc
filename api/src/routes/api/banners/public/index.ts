import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Banner, problemResponses } from '@storefront/shared/contract';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', {
    schema: { tags: ['catalog'], summary: "The country's banners", response: { 200: Type.Array(Banner), ...problemResponses } },
  }, async (request) => (await app.catalog.country(request.country)).banners);
};
export default routes;
