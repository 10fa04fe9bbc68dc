import fp from 'fastify-plugin';
import { ProblemError } from '../../domain/problem.js';

/**
 * CORS. Only the storefront's own origins (CORS_ORIGINS) get CORS headers; a browser on any other
 * origin is refused. A preflight from another origin, or an OPTIONS request that is no preflight,
 * is answered with a problem+json (403 or 400) and no CORS header, like every other refusal.
 *
 * The rules are few and fixed, so they are one callback hook with the header values prepared at
 * start, not @fastify/cors, which merged its options into a new object and went through three
 * callbacks on every request:
 * - every other answer varies with Origin (`Vary: Origin`), and one to an allowed origin names it
 *   in Access-Control-Allow-Origin (never credentials, no exposed headers);
 * - an allowed preflight is answered at once (before rate limits and routes, as browsers send
 *   none of the request's credentials with it): 204, the methods and request headers the
 *   storefront uses, cached by the browser for 10 minutes.
 */
const preflightHeaders = {
  'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
  'access-control-allow-headers': 'Content-Type, X-Country-Key, If-None-Match',
  'access-control-max-age': '600',
  'content-length': '0',
};

export default fp(async (app) => {
  const allowed = new Set(app.config.CORS_ORIGINS);
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (request.method !== 'OPTIONS') {
      reply.header('vary', 'Origin');
      if (origin !== undefined && allowed.has(origin)) reply.header('access-control-allow-origin', origin);
      return done();
    }
    if (!origin || !request.headers['access-control-request-method']) {
      return done(new ProblemError(400, 'Invalid preflight request', 'An OPTIONS request must carry Origin and Access-Control-Request-Method.', 'invalid-preflight'));
    }
    if (!allowed.has(origin)) {
      return done(new ProblemError(403, 'Origin not allowed', 'This origin may not call the API from a browser.', 'origin-not-allowed'));
    }
    reply.header('vary', 'Origin').header('access-control-allow-origin', origin).headers(preflightHeaders).code(204).send();
  });
  // Every path takes a preflight: without this route an OPTIONS request would be routed as not
  // found (the hook above answers it before any handler runs).
  app.options('*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
}, { name: 'cors', dependencies: ['config'] });
