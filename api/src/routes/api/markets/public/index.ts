import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Market, MarketParams, problemResponses, type ProductType } from '@storefront/shared/contract';
import { loanAmounts } from '../../../../domain/loan-request.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The country is in the path, not X-Country-Key: the storefront asks before consent, when it
  // has stored no country, to show the promise of the country it serves.
  app.get('/:country', {
    schema: {
      tags: ['catalog'],
      summary: "A country's market: the product types its catalog offers and the bonus it promises",
      params: MarketParams,
      response: { 200: Market, ...problemResponses },
    },
  }, async (request) => {
    const { country } = request.params;
    const catalog = await app.catalog.country(country);
    const productTypes: ProductType[] = [];
    if (catalog.cards.length > 0) productTypes.push('Card');
    if (catalog.loans.length > 0) productTypes.push('Loan');
    const amounts = loanAmounts(catalog.loans, country);
    return { country, productTypes, bonus: catalog.bonus, ...(amounts ? { loanAmounts: amounts } : {}) };
  });
};
export default routes;
