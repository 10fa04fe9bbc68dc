import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Application, ApplicationIdParams, CreateApplicationRequest, problemResponses, Score, UpdateApplicationRequest,
} from '../../../schemas.js';
import { applicationView, createApplicationOnce, submitApplication } from '../../../db/repositories/applications.js';
import { findCustomer, findLocation } from '../../../db/repositories/customers.js';
import { conflict, notFound, unprocessable } from '../../../domain/problem.js';
import { requireApplication, scoreApplication } from '../../../services/applications.js';
import { writeLimit } from '../../../plugins/app/rate-limit.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', {
    config: writeLimit(app),
    schema: {
      tags: ['applications'],
      summary: 'Create an application (status Created)',
      description: 'The same create sent again within IDEMPOTENCY_WINDOW_MS (a double click) answers the first application while it is Created.',
      body: CreateApplicationRequest,
      response: { 201: Application, ...problemResponses },
    },
  }, async (request, reply) => {
    const { customer, location, applicationType } = request.body;
    if (!(await findCustomer(app.db, customer.customerId))) throw notFound('Customer', customer.customerId);
    if (!(await findLocation(app.db, location.locationId))) throw notFound('Location', location.locationId);
    const created = await createApplicationOnce(app.db, {
      customerId: customer.customerId, locationId: location.locationId, country: request.country, applicationType,
    }, app.config.IDEMPOTENCY_WINDOW_MS);
    return reply.status(201).send(applicationView(await requireApplication(app.db, created.id)));
  });

  app.get('/:applicationId', {
    schema: {
      tags: ['applications'],
      summary: 'Read an application',
      params: ApplicationIdParams,
      response: { 200: Application, ...problemResponses },
    },
  }, async (request) => applicationView(await requireApplication(app.db, request.params.applicationId)));

  app.put('', {
    config: writeLimit(app),
    schema: {
      tags: ['applications'],
      summary: 'Submit an application with the chosen product; repeating the same submit is harmless',
      description: 'clientRiskProfile is derived from the credit score on the server; the value sent is ignored.',
      body: UpdateApplicationRequest,
      response: { 200: Application, ...problemResponses },
    },
  }, async (request) => {
    const { applicationId, customer, product, applicationType } = request.body;
    let row = await requireApplication(app.db, applicationId);
    const { application } = row;
    if (application.customerId !== customer.customerId) {
      throw unprocessable('Customer mismatch', `Application ${applicationId} does not belong to customer ${customer.customerId}.`);
    }
    if (application.applicationType !== applicationType) {
      throw unprocessable('Product type mismatch', `Application ${applicationId} is a ${application.applicationType} application.`);
    }
    const chosen = (await app.catalog.get()).products.get(product.productId);
    if (!chosen) throw notFound('Product', product.productId);
    if (chosen.productType !== application.applicationType || chosen.country !== application.country) {
      throw unprocessable('Product not available', `Product ${product.productId} is not a ${application.applicationType} offered in this country.`);
    }
    if (application.status === 'Created') {
      const { score, risk } = await scoreApplication(app, row);
      await submitApplication(app.db, applicationId, { productId: chosen.productId, creditScore: score, clientRiskProfile: risk });
      row = await requireApplication(app.db, applicationId);
    }
    // Submitted already (a double click, or the other request of a race): same product, same answer.
    if (row.application.productId !== chosen.productId) {
      throw conflict('Application already submitted', `Application ${applicationId} was submitted with another product.`);
    }
    return applicationView(row);
  });

  app.get('/credit-score/:applicationId', {
    schema: {
      tags: ['applications'],
      summary: 'Credit score 0..100 from the stored screening answers (a bare JSON number)',
      params: ApplicationIdParams,
      response: { 200: Score, ...problemResponses },
    },
  }, async (request) => {
    const row = await requireApplication(app.db, request.params.applicationId);
    return (await scoreApplication(app, row)).score;
  });
};
export default routes;
