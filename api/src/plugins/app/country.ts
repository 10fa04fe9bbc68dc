import fp from 'fastify-plugin';
import { countryFromHeader, countryHeader } from '../../domain/country.js';

/** Reads X-Country-Key once per request; an unknown value is a 400 before any handler runs. */
export default fp(async (app) => {
  app.decorateRequest('country', 'pk');
  app.addHook('onRequest', async (request) => {
    request.country = countryFromHeader(request.headers[countryHeader]);
  });
}, { name: 'country' });
