import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BanksParams, PartnerBank, problemResponses } from '@storefront/shared/contract';
import { LanguageHeaders } from '../../../../plugins/app/language.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The country is in the path, as for the market: the storefront's list of its partners names
  // every bank of the country it serves, whatever the visitor has chosen so far.
  app.get('/:country', {
    schema: {
      tags: ['catalog'],
      summary: "Every bank the storefront works with in a country, with who licenses it, in the visitor's language",
      headers: LanguageHeaders,
      params: BanksParams,
      response: { 200: Type.Array(PartnerBank), ...problemResponses },
    },
  }, async (request) => (await app.catalog.country(request.params.country, request.language)).banks);
};
export default routes;
