import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParams, ContactConsent, ContactConsentBody, problemResponses } from '@storefront/shared/contract';
import { recordContactConsent } from '../../../../services/loan-requests.js';
import { writeLimit } from '../../../../plugins/app/rate-limit.js';
import { AccessTokenHeaders } from '../../../../plugins/app/access-token.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/:applicationId', {
    config: writeLimit(app),
    schema: {
      tags: ['applications'],
      summary: 'Whether the visitor agrees to be contacted when a product fits them',
      description:
        "The no-product dialog's tick-box, never ticked for the visitor: stored with the application, with the time of the answer. " +
        'Until a visitor ticks it, the storefront does not get in touch.',
      headers: AccessTokenHeaders,
      params: ApplicationIdParams,
      body: ContactConsentBody,
      response: { 200: ContactConsent, ...problemResponses },
    },
  }, async (request) => recordContactConsent(app.db, request.params.applicationId, request.accessTokenHash, request.body.consent));
};
export default routes;
