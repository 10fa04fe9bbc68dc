import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Application, ApplicationIdParams, CreateApplicationRequest, problemResponses, CreditScore, UpdateApplicationRequest, type Language,
} from '@storefront/shared/contract';
import {
  applicationView, createApplicationOnce, findApplication, storedLoanChoice, type ApplicationViewSource,
} from '../../../../db/repositories/applications.js';
import { submitWithConfirmation } from '../../../../mail/confirmations.js';
import { conflict, notFound, unprocessable } from '../../../../domain/problem.js';
import {
  requireAnsweredApplication, requireApplication, requireCustomer, scoreApplication,
} from '../../../../services/applications.js';
import { quoteForApplication } from '../../../../services/loan-quotes.js';
import { writeLimit } from '../../../../plugins/app/rate-limit.js';
import { AccessTokenHeaders } from '../../../../plugins/app/access-token.js';
import { LanguageHeaders } from '../../../../plugins/app/language.js';

/** The visitor's token, and their language: the product's names, and the language the confirmation mail is written in. */
const Headers = Type.Composite([AccessTokenHeaders, LanguageHeaders]);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** The application as the journey reads it, its product's and bank's names in the visitor's language. */
  const view = async (row: ApplicationViewSource, language: Language) => {
    const catalog = await app.catalog.country(row.application.country, language);
    const id = row.product?.id;
    const entry = id === undefined ? undefined : catalog.cardsById.get(id) ?? catalog.loans.find((l) => l.productId === id);
    return applicationView(row, entry);
  };

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
    const { customer: { customerId }, location: { locationId }, applicationType } = request.body;
    const tokenHash = request.accessTokenHash;
    const customer = await requireCustomer(app.db, customerId, tokenHash);
    const location = await app.catalog.location(locationId);
    if (!location) throw notFound('Location', locationId);
    if (request.country !== customer.country) {
      throw unprocessable('customer.country-mismatch', 'Country mismatch', `Customer ${customerId} applies in ${customer.country.toUpperCase()}; X-Country-Key must name that country.`);
    }
    if (location.country !== null && location.country !== customer.country) {
      throw unprocessable('location.not-available', 'Location not available', `Location ${locationId} is not in ${customer.country.toUpperCase()}.`);
    }
    // The language the visitor applies in: their confirmation mail is written in it.
    const created = await createApplicationOnce(app.db, {
      customerId: customer.id, locationId, country: customer.country, applicationType, language: request.language,
    }, tokenHash!, app.config.IDEMPOTENCY_WINDOW_MS);
    // The line operators find an application by: its reference, as the visitor quotes it.
    request.log.info({ applicationReference: created.reference, applicationType, country: customer.country }, 'application created');
    // A Created application has no product yet: the answer needs nothing more from the database.
    return reply.status(201).send(await view({ application: created, customer, product: null, bankName: null }, request.language));
  });

  app.get('/:applicationId', {
    schema: {
      tags: ['applications'],
      summary: 'Read an application',
      headers: Headers,
      params: ApplicationIdParams,
      response: { 200: Application, ...problemResponses },
    },
  }, async (request) => view(await requireApplication(app.db, request.params.applicationId, request.accessTokenHash), request.language));

  app.put('', {
    config: writeLimit(app),
    schema: {
      tags: ['applications'],
      summary: 'Submit an application with the chosen product; repeating the same submit is harmless',
      description:
        'clientRiskProfile is derived from the credit score on the server; the value sent is ignored. ' +
        "A Loan's loanChoice (the amount and tenure the visitor adjusted) is held to the loan quote call's rules (422 otherwise) " +
        'and stored: the confirmation mail and Key Facts state its figures. A Card application with a loanChoice is refused (422).',
      headers: Headers,
      body: UpdateApplicationRequest,
      response: { 200: Application, ...problemResponses },
    },
  }, async (request) => {
    const { applicationId, customer, product, applicationType, loanChoice } = request.body;
    const answered = await requireAnsweredApplication(app.db, applicationId, request.accessTokenHash);
    const { application } = answered;
    if (answered.customer.publicId !== customer.customerId) {
      throw unprocessable('application.customer-mismatch', 'Customer mismatch', `Application ${applicationId} does not belong to customer ${customer.customerId}.`);
    }
    if (application.applicationType !== applicationType) {
      throw unprocessable('application.product-type-mismatch', 'Product type mismatch', `Application ${applicationId} is a ${application.applicationType} application.`);
    }
    const chosen = (await app.catalog.get()).products.get(product.productId);
    if (!chosen) throw notFound('Product', product.productId);
    if (chosen.productType !== application.applicationType || chosen.country !== application.country) {
      throw unprocessable('product.not-available', 'Product not available', `Product ${product.productId} is not a ${application.applicationType} offered in this country.`);
    }
    if (loanChoice && application.applicationType !== 'Loan') {
      throw unprocessable('application.loan-choice-not-allowed', 'Loan choice not allowed', `body/loanChoice: Application ${applicationId} is a ${application.applicationType} application; only a Loan takes an amount and tenure.`);
    }
    let row: ApplicationViewSource = answered;
    if (application.status === 'Created') {
      // The same rules as the loan quote call: within the product's ranges and the visitor's eligibility.
      if (loanChoice) await quoteForApplication(app, answered, chosen.productId, loanChoice.amount, loanChoice.tenureMonths);
      const { score, risk } = await scoreApplication(app, answered);
      // With its confirmation mail, queued in the same transaction.
      const submitted = await submitWithConfirmation(app.mail, application.id, {
        productId: chosen.productId,
        creditScore: score,
        clientRiskProfile: risk,
        loanAmount: loanChoice?.amount ?? null,
        loanTenureMonths: loanChoice?.tenureMonths ?? null,
      });
      if (submitted) {
        request.log.info({ applicationReference: application.reference, applicationType, productId: chosen.productId }, 'application submitted');
        app.outbox.kick();
        row = { ...submitted, customer: answered.customer };
      } else {
        // Another request submitted it first: what it stored decides the answer.
        row = (await findApplication(app.db, application.id))!;
      }
    }
    // Submitted already (a double click, or the other request of a race): same product, same answer.
    if (row.application.productId !== chosen.productId) {
      throw conflict('application.submitted', 'Application already submitted', `Application ${applicationId} was submitted with another product.`);
    }
    const stored = storedLoanChoice(row);
    if (stored?.amount !== loanChoice?.amount || stored?.tenure !== loanChoice?.tenureMonths) {
      throw conflict('application.submitted', 'Application already submitted', `Application ${applicationId} was submitted with another loan amount or tenure.`);
    }
    return view(row, request.language);
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
    return (await scoreApplication(app, row)).score;
  });
};
export default routes;
