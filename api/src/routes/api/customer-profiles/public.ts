import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomerProfile, CustomerProfileRequest, problemResponses } from '../../../schemas.js';
import { parsePromoCode } from '../../../domain/promo.js';
import { unprocessable } from '../../../domain/problem.js';
import { createCustomerOnce, findLocation } from '../../../db/repositories/customers.js';
import { writeLimit } from '../../../plugins/app/rate-limit.js';

const invalidPromo = (code: string) =>
  unprocessable('Invalid promo code', `The merchant / promo code '${code}' is not known. Check it or leave it empty.`);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', {
    config: writeLimit(app),
    schema: {
      tags: ['customers'],
      summary: 'Create a customer profile; the promo code (default 1-1-other) gives the location',
      description: 'The same details sent again within IDEMPOTENCY_WINDOW_MS (a double click) answer the first profile.',
      body: CustomerProfileRequest,
      response: { 201: CustomerProfile, ...problemResponses },
    },
  }, async (request, reply) => {
    const { name, email, mobileNumber, promoCode = '' } = request.body;
    const promo = parsePromoCode(promoCode);
    if (!promo) throw invalidPromo(promoCode);
    const location = await findLocation(app.db, promo.locationId);
    const known = location && location.merchantId === promo.merchantId && location.label === promo.label
      && (location.country === null || location.country === request.country);
    if (!known) throw invalidPromo(promoCode);
    const customer = await createCustomerOnce(app.db, {
      country: request.country, name: name.trim(), email: email.trim(), mobileNumber, promoCode: promo.code, locationId: location.id,
    }, app.config.IDEMPOTENCY_WINDOW_MS);
    return reply.status(201).send({
      customerId: customer.id, name: customer.name, email: customer.email, mobileNumber: customer.mobileNumber, promoCode: customer.promoCode,
    });
  });
};
export default routes;
