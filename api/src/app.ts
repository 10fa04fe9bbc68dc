import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Ajv from 'ajv';
import { withFormats } from './schema-formats.js';
import type { Config } from './config.js';
import { Problem } from '@storefront/shared/contract';
import configPlugin from './plugins/external/config.js';
import helmet from './plugins/external/helmet.js';
import cors from './plugins/external/cors.js';
import rateLimit from './plugins/external/rate-limit.js';
import swagger from './plugins/external/swagger.js';
import errorHandler, { serverOptions } from './plugins/app/error-handler.js';
import { loggerOptions, stdoutDestination } from './logging.js';
import country from './plugins/app/country.js';
import accessToken from './plugins/app/access-token.js';
import language from './plugins/app/language.js';
import database from './plugins/app/database.js';
import outbox from './plugins/app/outbox.js';
import retention from './plugins/app/retention.js';
import requestLog, { RequestLogController, requestIdFor } from './plugins/app/request-log.js';
import { proxyTrust } from './plugins/app/proxy-trust.js';
import metrics from './plugins/app/metrics.js';
import partners from './plugins/app/partners.js';
import catalogPreview from './plugins/app/catalog-preview.js';
import autoload from '@fastify/autoload';
import path from 'node:path';

/** Ajv as the API validates with: query strings coerced, JSON bodies strict (also the operator listener's). */
export function validatorCompiler() {
  const options = { removeAdditional: true, useDefaults: true, allErrors: false, strict: false } as const;
  // Query strings and path parameters arrive as text and are coerced; JSON bodies must carry the right types.
  const coercing = withFormats(new Ajv({ ...options, coerceTypes: 'array' }));
  const strict = withFormats(new Ajv({ ...options, coerceTypes: false }));
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema);
}

/** The logger options buildApp uses, for callers that give the app a log stream of their own (tests). */
export { loggerOptions };

/** How often Node checks the headers and request timeouts of open connections (its default is 30 s). */
const timeoutCheckIntervalMs = 1000;

/** Slow clients are cut off: a silent connection, slow headers, a slow body, an idle keep-alive. */
function timeouts(config: Config) {
  return {
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(timeoutCheckIntervalMs, config.HEADERS_TIMEOUT_MS),
    },
  };
}

export interface AppOptions {
  /**
   * memory:// only: a PGlite data directory (PGlite's dumpDataDir) the database starts as a copy
   * of; the start-up applies what migrations and seed it lacks, as on any database.
   */
  databaseTemplate?: Blob;
}

export async function buildApp(
  config: Config,
  options: FastifyServerOptions = {},
  { databaseTemplate }: AppOptions = {},
): Promise<FastifyInstance> {
  const trust = proxyTrust(config.TRUST_PROXY);
  const app = Fastify({
    logger: { ...loggerOptions(config), stream: stdoutDestination() },
    // One 'request completed' line per request (plugins/app/request-log.ts).
    logController: new RequestLogController(),
    genReqId: requestIdFor(trust),
    // The client's address (request.ip) for the limits and the logs: a proxy's X-Forwarded-For only from TRUST_PROXY.
    trustProxy: config.TRUST_PROXY === false ? false : trust,
    bodyLimit: config.BODY_LIMIT,
    ...timeouts(config),
    // Opening PGlite and loading the seed catalog on a first start can take a while on a small machine.
    pluginTimeout: 120_000,
    // Malformed URLs and broken HTTP get problem+json answers in every app, not only the server's.
    ...serverOptions,
    ...options,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler());
  app.addSchema(Problem);

  await app.register(configPlugin, { config });
  await app.register(requestLog);
  await app.register(errorHandler);
  // In this order, so that refusals carry the security headers and preflights are not rate limited.
  await app.register(helmet);
  await app.register(cors);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(country);
  await app.register(language);
  await app.register(accessToken);
  await app.register(database, { template: databaseTemplate });
  await app.register(outbox);
  await app.register(retention);
  await app.register(metrics);
  await app.register(partners);
  await app.register(catalogPreview);
  // The folder is the URL: routes/api/applications/public/index.ts serves /api/applications/public.
  await app.register(autoload, { dir: path.join(__dirname, 'routes') });
  return app;
}
