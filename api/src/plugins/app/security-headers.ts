import fp from 'fastify-plugin';
import type { onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { docsPrefix } from '../external/swagger.js';
import { appendOnRequest } from './route-hooks.js';

/**
 * The security headers of every answer. The API answers JSON, problems and images, which a browser
 * never renders as a page with scripts, styles or frames; they get the headers OWASP's REST
 * Security Cheat Sheet names for an API, and a CSP that forbids everything (`default-src 'none'`,
 * no framing): a JSON answer opened in a tab can load nothing. helmet's set for HTML documents
 * (twelve headers, half of them for old browsers' page features: X-XSS-Protection,
 * X-Download-Options, X-DNS-Prefetch-Control, Origin-Agent-Cluster...) is sent only by the pages
 * that are documents: the API docs at /docs. A route may still set its own value afterwards (the
 * SVG images send a CSP that allows their inline styles).
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  // The storefront runs on other origins and shows our images in <img>: allow cross-origin reads.
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** helmet's options for the docs pages (Swagger UI: its own scripts and styles, the validator badge). */
const helmetOptions: Readonly<HelmetOptions> = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: {
    directives: { 'img-src': ["'self'", 'data:', 'validator.swagger.io'], 'script-src': ["'self'"] },
  },
};

/**
 * The headers helmet sets with these options, by lower-case name (as Fastify sends them). helmet's
 * middleware recomputes them for every response, yet with fixed options they never change: they
 * are computed once, at start, by running the middleware against a recording response.
 */
function documentSecurityHeaders(options: Readonly<HelmetOptions> = helmetOptions): Readonly<Record<string, string>> {
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
  // A callback hook, not an async one: no promise per request. It runs before the hooks that may
  // refuse a request (CORS, country, rate limits), so that every answer carries the headers:
  // 400, 404, 413 and 429 problems, preflights, /health, the docs.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(apiSecurityHeaders);
    done();
  });
  // The docs' routes (registered after this plugin) replace them with the document set.
  const documentHeaders = documentSecurityHeaders();
  const documentHook: onRequestHookHandler = (_request, reply, done) => {
    reply.headers(documentHeaders);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.url !== docsPrefix && !route.url.startsWith(`${docsPrefix}/`)) return;
    appendOnRequest(route, documentHook);
  });
}, { name: 'security-headers' });
