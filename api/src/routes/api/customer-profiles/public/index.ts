import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomerProfile, CustomerProfileHeaders, CustomerProfileRequest, problemResponses } from '@storefront/shared/contract';
import { parsePromoCode } from '../../../../domain/promo.js';
import { unprocessable } from '../../../../domain/problem.js';
import { validMobileNumber, validName } from '../../../../domain/customer-rules.js';
import { createCustomer } from '../../../../services/customers.js';
import { writeLimit } from '../../../../plugins/app/rate-limit.js';
import { idempotencyKeyHash, idempotencyKeyHeaderName } from '../../../../domain/idempotency-key.js';

const invalidPromo = (code: string) =>
  unprocessable('customer.promo-code-unknown', 'Invalid promo code', `The merchant / promo code '${code}' is not known. Check it or leave it empty.`);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', {
    config: writeLimit(app),
    schema: {
      tags: ['customers'],
      summary: 'Create a customer profile; the promo code (default 1-1-other) gives the location',
      description:
        'The answer carries the accessToken that every call about this customer and its applications must send as X-Access-Token. ' +
        'The same details sent again with the same Idempotency-Key within IDEMPOTENCY_WINDOW_MS (a double click, a retry) answer the first ' +
        'profile, with a token of their own; without the key every call creates a new profile, whatever its details.',
      headers: CustomerProfileHeaders,
      body: CustomerProfileRequest,
      response: { 201: CustomerProfile, ...problemResponses },
    },
  }, async (request, reply) => {
    const keyHash = idempotencyKeyHash(request.headers[idempotencyKeyHeaderName]);
    const { email, promoCode = '' } = request.body;
    const name = validName(request.body.name);
    const mobileNumber = validMobileNumber(request.body.mobileNumber, request.country);
    const promo = parsePromoCode(promoCode);
    if (!promo) throw invalidPromo(promoCode);
    const location = await app.catalog.location(promo.locationId);
    const known = location && location.merchantId === promo.merchantId && location.label === promo.label
      && (location.country === null || location.country === request.country);
    if (!known) throw invalidPromo(promoCode);
    const { customer, token } = await createCustomer(app.db, {
      country: request.country, name, email: email.trim(), mobileNumber, promoCode: promo.code, locationId: location.id,
    }, { keyHash, windowMs: app.config.IDEMPOTENCY_WINDOW_MS, tokenTtlHours: app.config.ACCESS_TOKEN_TTL_HOURS });
    return reply.status(201).send({
      customerId: customer.publicId, name: customer.name, email: customer.email, mobileNumber: customer.mobileNumber,
      promoCode: customer.promoCode, accessToken: token,
    });
  });
};
export default routes;
