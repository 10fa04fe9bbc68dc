import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import autoload from '@fastify/autoload';
import cookie, { Signer } from '@fastify/cookie';
import session from '@fastify/session';
import csrf from '@fastify/csrf-protection';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Problem, operatorApiPrefix, operatorCsrfHeader, operatorSessionCookie, operatorSessionIdleMinutes } from '@storefront/shared/contract';
import { validatorCompiler } from '../app.js';
import { proxyTrust } from '../plugins/app/proxy-trust.js';
import configPlugin from '../plugins/external/config.js';
import rateLimit from '../plugins/external/rate-limit.js';
import errorHandler, { serverOptions } from '../plugins/app/error-handler.js';
import { databaseSessionStore } from './session-store.js';
import { guardOperatorRoutes, type OperatorRoute } from './access.js';
import { bootstrapFirstAdmin, removeStaleSignIns, sealClearTotpSecrets } from '../services/operators.js';
import { secretKeyFrom } from '../domain/secret-box.js';
import { errorForLog } from '../domain/log-safe.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** On the operator listener: every route of the operator API and who may call it. */
    operatorRoutes: OperatorRoute[];
    /** On the operator listener: the one-time setup token of the first admin, when no operator existed at start. */
    operatorSetupToken?: string;
  }
}

const docsPrefix = '/docs';

/**
 * The console's pages: scripts and styles from this origin only (antd writes its styles into
 * <style> elements), images also as data: URLs (the second factor's QR code), calls to this origin.
 */
const consoleCsp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The operator listener: the console's built files and the operator API (/api/operator/v1,
 * OpenAPI at /docs) on one origin, on a server of its own (OPERATOR_PORT), never on the public
 * port. It shares the public app's database, settings and mail. Sessions are server-side
 * (operator_sessions) behind an HttpOnly SameSite=Strict cookie, Secure over TLS.
 */
export async function buildOperatorServer(app: FastifyInstance): Promise<FastifyInstance> {
  const { config } = app;
  const server = Fastify({
    loggerInstance: app.log.child({ server: 'operator' }),
    trustProxy: config.TRUST_PROXY === false ? false : proxyTrust(config.TRUST_PROXY),
    bodyLimit: Math.max(config.BODY_LIMIT, 5 * 1024 * 1024),
    ...serverOptions,
  }).withTypeProvider<TypeBoxTypeProvider>();
  server.setValidatorCompiler(validatorCompiler());
  server.addSchema(Problem);
  await server.register(configPlugin, { config });
  for (const name of ['database', 'db', 'catalog', 'mail', 'outbox', 'partners'] as const) {
    if (app.hasDecorator(name)) server.decorate(name, app[name] as never);
  }
  server.decorate('operatorRoutes', guardOperatorRoutes(server));

  await server.register(errorHandler);
  // Every call has the read limit per client, the sign-in steps the write limit (RATE_LIMIT_*).
  await server.register(rateLimit);
  await server.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: consoleCsp },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  await server.register(cookie);
  await server.register(session, {
    secret: new Signer(config.OPERATOR_SESSION_SECRET || randomBytes(32).toString('hex')),
    cookieName: operatorSessionCookie,
    // Not 'auto': @fastify/session would make the cookie SameSite=Lax over plain HTTP (hook below for TLS).
    cookie: { httpOnly: true, sameSite: 'strict', secure: false, path: '/', maxAge: operatorSessionIdleMinutes * 60_000 },
    rolling: true,
    saveUninitialized: false,
    store: databaseSessionStore(app.db),
  });
  // Served over TLS (directly, or behind a proxy of TRUST_PROXY that says so): the cookie is Secure too.
  server.addHook('onRequest', async (request) => {
    if (request.protocol === 'https') request.session.options({ secure: true });
  });
  await server.register(csrf, {
    sessionPlugin: '@fastify/session',
    getToken: (request) => request.headers[operatorCsrfHeader] as string | undefined,
  });
  await server.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront operator API',
        description: 'The operator console\'s API. Sign in through /session; every write carries the session\'s CSRF token in x-csrf-token. Errors are application/problem+json.',
        version: '1.0.0',
      },
    },
  });
  await server.register(swaggerUi, { routePrefix: docsPrefix });
  await server.register(autoload, { dir: path.join(__dirname, 'routes'), options: { prefix: operatorApiPrefix } });
  await serveConsole(server, config.CONSOLE_DIR);

  // Sessions and failed sign-ins that ran out are removed at start and every quarter of an hour.
  const sweep = setInterval(() => {
    removeStaleSignIns(app.db).catch((err: unknown) => server.log.warn({ err: errorForLog(err) }, 'stale operator sessions not removed'));
  }, 15 * 60_000).unref();
  server.addHook('onClose', async () => clearInterval(sweep));
  await server.ready();
  await removeStaleSignIns(app.db);
  const sealed = await sealClearTotpSecrets(app.db, secretKeyFrom(config.OPERATOR_TOTP_KEY)!);
  if (sealed) server.log.info({ operators: sealed }, 'operators\' clear TOTP secrets sealed');
  const first = await bootstrapFirstAdmin(app.db, { email: config.OPERATOR_ADMIN_EMAIL, password: config.OPERATOR_ADMIN_PASSWORD });
  if (first?.created) server.log.info({ operatorId: first.created.id }, 'first admin created from OPERATOR_ADMIN_EMAIL');
  if (first?.setupToken) server.operatorSetupToken = first.setupToken;
  return server;
}

/** The console's files, and its index.html for the paths its router owns. */
async function serveConsole(server: FastifyInstance, dir: string): Promise<void> {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) {
    server.log.warn({ dir }, 'console not built: the operator listener serves its API only');
    return;
  }
  // Each built file gets its own route; any other path outside the API is a page of the console's router.
  await server.register(fastifyStatic, { root: dir, wildcard: false, index: false, cacheControl: false });
  server.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith(operatorApiPrefix) || request.url.startsWith(docsPrefix)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** The console's address and the setup link of the first admin, logged once the listener is up. */
export function announceOperatorListener(server: FastifyInstance, url: string): void {
  server.log.info({ url, docs: `${url}${docsPrefix}` }, `operator console listening on ${url}`);
  if (server.operatorSetupToken) {
    server.log.warn(`no operator exists: create the first admin at ${url}/setup#${server.operatorSetupToken} (valid once, for 24 hours)`);
  }
}
