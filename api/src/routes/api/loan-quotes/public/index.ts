import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApplicationIdParams, LoanQuote, LoanQuoteQuery, problemResponses } from '@storefront/shared/contract';
import { requireAnsweredApplication } from '../../../../services/applications.js';
import { quoteForApplication } from '../../../../services/loan-quotes.js';
import { LanguageHeaders } from '../../../../plugins/app/language.js';
import { AccessTokenHeaders } from '../../../../plugins/app/access-token.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:applicationId', {
    schema: {
      tags: ['recommendations'],
      summary: "A loan's figures for the amount and tenure the visitor chooses",
      description:
        'Monthly instalment, APR (fees included; 12 x the monthly rate equating the amount less the processing fee with the instalments), ' +
        'processing fee, total repayable and total cost of credit, computed by the loan engine with the Key Facts. Refused with a problem ' +
        'when the tenure or amount is outside the product, or the amount above what the screening answers allow over that tenure.',
      headers: Type.Composite([AccessTokenHeaders, LanguageHeaders]),
      params: ApplicationIdParams,
      querystring: LoanQuoteQuery,
      response: { 200: LoanQuote, ...problemResponses },
    },
  }, async (request) => {
    const { productId, amount, tenure } = request.query;
    const row = await requireAnsweredApplication(app.db, request.params.applicationId, request.accessTokenHash);
    return quoteForApplication(app.catalog, row, productId, amount, tenure, request.language);
  });
};
export default routes;
