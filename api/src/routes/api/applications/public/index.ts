import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Application, ApplicationIdParams, CreateApplicationRequest, problemResponses, CreditScore, UpdateApplicationRequest,
} from '@storefront/shared/contract';
import { requireAnsweredApplication, requireApplication, scoreApplication } from '../../../../services/applications.js';
import { applicationViewIn } from '../../../../services/application-view.js';
import { createApplication } from '../../../../services/create-application.js';
import { submitApplication } from '../../../../services/submit-application.js';
import { writeLimit } from '../../../../plugins/app/rate-limit.js';
import { AccessTokenHeaders } from '../../../../plugins/app/access-token.js';
import { LanguageHeaders } from '../../../../plugins/app/language.js';
import { applicationRefusedInPreview } from '../../../../plugins/app/catalog-preview.js';

/** The visitor's token, and their language: the product's names, and the language the confirmation mail is written in. */
const Headers = Type.Composite([AccessTokenHeaders, LanguageHeaders]);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', {
    config: writeLimit(app),
    schema: {
      tags: ['applications'],
      summary: 'Create an application (status Created) for a customer, in the customer’s country',
      description:
        'The same create sent again with the same access token within IDEMPOTENCY_WINDOW_MS (a double click) answers the first application ' +
        'while it is Created; another token of the customer never reaches it. ' +
        'An X-Country-Key other than the country the customer was created in is refused (422).',
      headers: Headers,
      body: CreateApplicationRequest,
      response: { 201: Application, ...problemResponses },
    },
  }, async (request, reply) => {
    const row = await createApplication(
      { db: app.db, catalog: app.catalog, idempotencyWindowMs: app.config.IDEMPOTENCY_WINDOW_MS },
      { request: request.body, country: request.country, language: request.language, tokenHash: request.accessTokenHash },
    );
    // The line operators find an application by: its reference, as the visitor quotes it.
    const { reference, applicationType, country } = row.application;
    request.log.info({ applicationReference: reference, applicationType, country }, 'application created');
    return reply.status(201).send(await applicationViewIn(app.catalog, row, request.language));
  });

  app.get('/:applicationId', {
    schema: {
      tags: ['applications'],
      summary: 'Read an application',
      headers: Headers,
      params: ApplicationIdParams,
      response: { 200: Application, ...problemResponses },
    },
  }, async (request) =>
    applicationViewIn(app.catalog, await requireApplication(app.db, request.params.applicationId, request.accessTokenHash), request.language));

  app.put('', {
    config: writeLimit(app),
    schema: {
      tags: ['applications'],
      summary: 'Submit an application with the chosen product; repeating the same submit is harmless',
      description:
        'clientRiskProfile is derived from the credit score on the server; the value sent is ignored. ' +
        "A Loan's loanChoice (the amount and tenure the visitor adjusted) is held to the loan quote call's rules (422 otherwise) " +
        'and stored: the confirmation mail and Key Facts state its figures. A Card application with a loanChoice is refused (422). ' +
        'A call previewing a catalog draft (X-Catalog-Preview) is refused (403 preview.application-refused).',
      headers: Headers,
      body: UpdateApplicationRequest,
      response: { 200: Application, ...problemResponses },
    },
  }, async (request) => {
    // A catalog draft's preview never sends an application to a partner.
    if (request.catalogPreview) throw applicationRefusedInPreview();
    const { row, submittedNow } = await submitApplication({ db: app.db, catalog: app.catalog, mail: app.mail }, request.body, request.accessTokenHash);
    if (submittedNow) {
      const { reference, applicationType, productId } = row.application;
      request.log.info({ applicationReference: reference, applicationType, productId }, 'application submitted');
      app.outbox.kick();
    }
    return applicationViewIn(app.catalog, row, request.language);
  });

  app.get('/credit-score/:applicationId', {
    schema: {
      tags: ['applications'],
      summary: 'Credit score 0..100 from the stored screening answers (a bare JSON number)',
      headers: AccessTokenHeaders,
      params: ApplicationIdParams,
      response: { 200: CreditScore, ...problemResponses },
    },
  }, async (request) => {
    const row = await requireAnsweredApplication(app.db, request.params.applicationId, request.accessTokenHash);
    return (await scoreApplication(app.catalog, row)).score;
  });
};
export default routes;
