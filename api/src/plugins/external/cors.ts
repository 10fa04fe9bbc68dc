import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import { ProblemError } from '../../domain/problem.js';

/**
 * Only the storefront's own origins (CORS_ORIGINS) get CORS headers; a browser on any other origin
 * is refused. A preflight from another origin, or an OPTIONS request that is no preflight, is
 * answered with a problem+json (403 or 400) and no CORS header, like every other refusal.
 */
export default fp(async (app) => {
  const allowed = new Set(app.config.CORS_ORIGINS);
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'OPTIONS') return;
    const origin = request.headers.origin;
    if (!origin || !request.headers['access-control-request-method']) {
      throw new ProblemError(400, 'Invalid preflight request', 'An OPTIONS request must carry Origin and Access-Control-Request-Method.', 'invalid-preflight');
    }
    if (!allowed.has(origin)) {
      throw new ProblemError(403, 'Origin not allowed', 'This origin may not call the API from a browser.', 'origin-not-allowed');
    }
  });
  await app.register(cors, {
    origin: app.config.CORS_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'X-Country-Key', 'If-None-Match'],
    maxAge: 600,
  });
}, { name: 'cors', dependencies: ['config'] });
