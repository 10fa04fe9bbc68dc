import fp from 'fastify-plugin';
import { defaultMarket } from '@storefront/shared/contract';
import { countryFromHeader, countryHeader } from '../../domain/country.js';

/** Reads X-Country-Key once per request; an unknown value is a 400 before any handler runs. */
export default fp(async (app) => {
  app.decorateRequest('country', defaultMarket);
  // A callback hook (no promise per request); Fastify answers what it throws as the error.
  app.addHook('onRequest', (request, _reply, done) => {
    request.country = countryFromHeader(request.headers[countryHeader]);
    done();
  });
}, { name: 'country' });
