import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import { ProblemError } from '../app/problem-error.js';
import { countryHeader } from '../../domain/country.js';
import { accessTokenHeader } from '../app/access-token.js';
import { idempotencyKeyHeaderName } from '../../domain/idempotency-key.js';
import { catalogPreviewHeader, trackingTokenHeader } from '@storefront/shared/contract';

/**
 * CORS through @fastify/cors: only the storefront's own origins (CORS_ORIGINS, compared exactly)
 * are named in Access-Control-Allow-Origin, never with credentials; every answer varies with
 * Origin. A preflight from an allowed origin is answered at once (before rate limits and routes,
 * as a browser sends none of the request's credentials with it): 204, the methods and request
 * headers the storefront uses, cached for 10 minutes.
 *
 * A preflight from another origin, or an OPTIONS request that is no preflight, is answered with a
 * problem+json (403 or 400) and no CORS header, like every other refusal: the hook below runs
 * before @fastify/cors, which would answer the first with an empty 204 and the second in plain text.
 */
export const corsOptions = {
  methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
  allowedHeaders: ['Content-Type', countryHeader, accessTokenHeader, idempotencyKeyHeaderName, 'If-None-Match', trackingTokenHeader, catalogPreviewHeader],
  maxAge: 600,
};

export default fp(async (app) => {
  const allowed = new Set(app.config.CORS_ORIGINS);
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'OPTIONS') return done();
    const origin = request.headers.origin;
    if (!origin || !request.headers['access-control-request-method']) {
      return done(new ProblemError(400, 'request.preflight-invalid', 'Invalid preflight request', 'An OPTIONS request must carry Origin and Access-Control-Request-Method.', 'invalid-preflight'));
    }
    if (!allowed.has(origin)) {
      return done(new ProblemError(403, 'request.origin-not-allowed', 'Origin not allowed', 'This origin may not call the API from a browser.', 'origin-not-allowed'));
    }
    done();
  });
  await app.register(cors, { ...corsOptions, origin: app.config.CORS_ORIGINS });
}, { name: 'cors', dependencies: ['config'] });
