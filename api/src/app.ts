import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { Config } from './config.js';
import { Problem } from './schemas.js';
import configPlugin from './plugins/external/config.js';
import securityHeaders from './plugins/app/security-headers.js';
import cors from './plugins/app/cors.js';
import rateLimit from './plugins/app/rate-limit.js';
import swagger from './plugins/external/swagger.js';
import errorHandler, { serverOptions } from './plugins/app/error-handler.js';
import { loggerOptions, stdoutDestination } from './logging.js';
import country from './plugins/app/country.js';
import database from './plugins/app/database.js';
import outbox from './plugins/app/outbox.js';
import requestLog, { RequestLogController, requestIdFor, requestLogger } from './plugins/app/request-log.js';
import metrics from './plugins/app/metrics.js';
import metricsRoute from './routes/metrics.js';
import clientErrors from './routes/api/client-errors/public.js';
import health from './routes/health.js';
import customerProfiles from './routes/api/customer-profiles/public.js';
import applications from './routes/api/applications/public.js';
import banners from './routes/api/banners/public.js';
import questions from './routes/api/questions/public.js';
import screenings from './routes/api/screenings/public.js';
import recommendations from './routes/api/recommendations/public.js';
import productRecommendations from './routes/api/product-recommendations/public.js';
import productFeatures from './routes/api/productFeatures/public.js';
import selectedFeatures from './routes/api/selected-features/public.js';
import email from './routes/api/email/public.js';
import images from './routes/api/images/public.js';
import products from './routes/api/products/public.js';

/** Each route module is mounted at the URL its folder names (routes/api/x/public.ts -> /api/x/public). */
const routeModules = {
  '/api/customer-profiles/public': customerProfiles,
  '/api/applications/public': applications,
  '/api/banners/public': banners,
  '/api/questions/public': questions,
  '/api/screenings/public': screenings,
  '/api/recommendations/public': recommendations,
  '/api/product-recommendations/public': productRecommendations,
  '/api/productFeatures/public': productFeatures,
  '/api/selected-features/public': selectedFeatures,
  '/api/email/public': email,
  '/api/images/public': images,
  '/api/products/public': products,
  '/api/client-errors/public': clientErrors,
};

function validatorCompiler() {
  const options = { removeAdditional: true, useDefaults: true, allErrors: false, strict: false } as const;
  // Query strings and path parameters arrive as text and are coerced; JSON bodies must carry the right types.
  const coercing = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));
  const strict = addFormats(new Ajv({ ...options, coerceTypes: false }));
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema);
}

/** The logger options buildApp uses, for callers that give the app a log stream of their own (tests). */
export { loggerOptions };

export async function buildApp(config: Config, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { ...loggerOptions(config), stream: stdoutDestination() },
    // One 'request completed' line per request (plugins/app/request-log.ts).
    logController: new RequestLogController(),
    childLoggerFactory: requestLogger,
    genReqId: requestIdFor,
    bodyLimit: config.BODY_LIMIT,
    trustProxy: false,
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
  await app.register(securityHeaders);
  await app.register(cors);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(country);
  await app.register(database);
  await app.register(outbox);
  await app.register(metrics);
  await app.register(health);
  await app.register(metricsRoute);
  for (const [prefix, routes] of Object.entries(routeModules)) await app.register(routes, { prefix });
  return app;
}
