import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KeyFacts, KeyFactsParams, KeyFactsQuery, problemResponses } from '@storefront/shared/contract';
import { notFound, unprocessable } from '../../../../domain/problem.js';
import { wholeAmount } from '../../../../domain/country.js';
import { productKeyFacts } from '../../../../services/key-facts.js';
import { LanguageHeaders } from '../../../../plugins/app/language.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:productId', {
    schema: {
      tags: ['catalog'],
      summary: "A product's Key Facts: its costs first, in plain figures",
      description:
        'For a card, its fees and rates. For a loan, the figures of `amount` over `tenure` months (default: its smallest amount over its ' +
        'longest tenure), which must be within the product\'s ranges; cards ignore them. The product\'s name, each line\'s label and ' +
        'the words of its figures (months, rate type, waived fee, welcome offer) are in the visitor\'s language, the figures in ' +
        'Western digits; each line\'s `id` names it.',
      headers: LanguageHeaders,
      params: KeyFactsParams,
      querystring: KeyFactsQuery,
      response: { 200: KeyFacts, ...problemResponses },
    },
  }, async (request) => {
    const { productId } = request.params;
    const { amount, tenure } = request.query;
    const product = (await app.catalog.get()).products.get(productId);
    if (!product) throw notFound('Product', productId);
    if (product.productType === 'Loan') {
      const loan = (await app.catalog.country(product.country)).loans.find((l) => l.productId === productId)!;
      if (tenure !== undefined && (tenure < loan.minTenure || tenure > loan.maxTenure)) {
        throw unprocessable('loan.tenure-out-of-range', 'Tenure out of range', `${loan.productName} is repaid over ${loan.minTenure} to ${loan.maxTenure} months (got ${tenure}).`);
      }
      if (amount !== undefined && (amount < loan.minAmount || amount > loan.maxAmount)) {
        throw unprocessable(
          'loan.amount-out-of-range', 'Amount out of range',
          `${loan.productName} lends from ${wholeAmount(loan.minAmount, product.country)} to ${wholeAmount(loan.maxAmount, product.country)}.`,
        );
      }
    }
    const facts = await productKeyFacts(app.catalog, productId, { amount, tenure }, request.language);
    if (!facts) throw notFound('Product', productId);
    return facts;
  });
};
export default routes;
