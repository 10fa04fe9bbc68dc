import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApplicationIdParams, LoanRequest, LoanRequestBody, problemResponses } from '@storefront/shared/contract';
import { requestLoanAmount } from '../../../../services/loan-requests.js';
import { writeLimit } from '../../../../plugins/app/rate-limit.js';
import { AccessTokenHeaders } from '../../../../plugins/app/access-token.js';
import { LanguageHeaders } from '../../../../plugins/app/language.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/:applicationId', {
    config: writeLimit(app),
    schema: {
      tags: ['recommendations'],
      summary: 'The amount a visitor asks to borrow, before the loan offers',
      description:
        'Stored with the loan application (after the screening answers, which give the tenure); the offers are then computed for it, ' +
        "lowered to what the market's debt-burden rule (UAE 50 %, KSA 33.33 %, Pakistan 40 % of income) and each loan's maximum allow. " +
        'Answers the most on offer over the tenure and, when no loan fits, why (`shortfall`). Refused (422) outside the amounts ' +
        "the market's loans lend, for a card application or a submitted one.",
      headers: Type.Composite([AccessTokenHeaders, LanguageHeaders]),
      params: ApplicationIdParams,
      body: LoanRequestBody,
      response: { 200: LoanRequest, ...problemResponses },
    },
  }, async (request) =>
    requestLoanAmount(app.db, app.catalog, request.params.applicationId, request.accessTokenHash, request.body.amount, request.language));
};
export default routes;
