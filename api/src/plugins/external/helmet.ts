import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { docsPrefix } from './swagger.js';

/**
 * Security headers through @fastify/helmet. The API answers JSON, problems and images, which a
 * browser never renders as a page with scripts, styles or frames: they get the headers OWASP's
 * REST Security Cheat Sheet names for an API and a CSP that forbids everything (a JSON answer
 * opened in a tab can load nothing, nor be framed). helmet's set for HTML documents, half of it
 * for old browsers' page features (X-XSS-Protection, X-Download-Options, X-DNS-Prefetch-Control,
 * Origin-Agent-Cluster...), is sent only by the pages that are documents: the API docs at /docs.
 * A route may still set its own value (the SVG images send a CSP that allows their inline styles).
 */
export const apiHelmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  // The storefront runs on other origins and shows our images in <img>: allow cross-origin reads.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The docs pages' set: helmet's defaults for documents, with Swagger UI's scripts, styles and validator badge. */
const documentHelmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: { 'img-src': ["'self'", 'data:', 'validator.swagger.io'], 'script-src': ["'self'"] },
  },
  xFrameOptions: { action: 'sameorigin' },
  crossOriginOpenerPolicy: true,
  originAgentCluster: true,
  xDnsPrefetchControl: true,
  xDownloadOptions: true,
  xPermittedCrossDomainPolicies: true,
  xXssProtection: true,
};

export default fp(async (app) => {
  // Before helmet's own onRoute hook, which reads a route's `helmet` option.
  app.addHook('onRoute', (route) => {
    if (route.url === docsPrefix || route.url.startsWith(`${docsPrefix}/`)) route.helmet = documentHelmetOptions;
  });
  await app.register(helmet, { ...apiHelmetOptions, global: true });
}, { name: 'helmet' });
