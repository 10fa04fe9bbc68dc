import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer (CSP, HSTS, nosniff, frame and referrer policies...), as
 * helmet defines them. helmet's middleware recomputes them for every response (it parses the CSP
 * directives and builds each value again), yet with these options they never change: they are
 * computed once, at start, by running helmet's own middleware against a recording response, and
 * each request gets the same values in one `reply.headers` call. A route may still set its own
 * value afterwards (the SVG images send a stricter CSP).
 */
export const helmetOptions: Readonly<HelmetOptions> = {
  // The storefront runs on other origins and shows our images in <img>: allow cross-origin reads.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: {
    directives: { 'img-src': ["'self'", 'data:', 'validator.swagger.io'], 'script-src': ["'self'"] },
  },
};

/** The headers helmet sets with these options, by lower-case name (as Fastify sends them). */
export function securityHeaders(options: Readonly<HelmetOptions> = helmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return Object.freeze(headers);
}

export default fp(async (app) => {
  const headers = securityHeaders();
  // A callback hook, not an async one: no promise per request. It runs before the hooks that may
  // refuse a request (CORS, country, rate limits), so that every answer carries the headers:
  // 400, 404, 413 and 429 problems, preflights, /health, the docs.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}, { name: 'security-headers' });
