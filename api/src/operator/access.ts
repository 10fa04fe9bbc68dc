import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { operatorApiPrefix, type OperatorRole } from '@storefront/shared/contract';
import { ProblemError } from '../plugins/app/problem-error.js';
import { activeOperator } from '../services/operators.js';
import type { Actor } from '../services/audit.js';

/**
 * Who may call a route of the operator API, checked on the server for every call: operators of
 * the given roles, any signed-in operator, or anyone (the sign-in steps). Every route under
 * /api/operator/v1 must say which (the listener refuses to start otherwise), and every write
 * carries the session's CSRF token.
 */
export type OperatorAccess =
  | { kind: 'roles'; roles: readonly OperatorRole[] }
  | { kind: 'signed-in' }
  | { kind: 'public' };

/** The signed-in operator of a request. */
export interface SignedInOperator {
  id: number;
  email: string;
  role: OperatorRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operatorAccess?: OperatorAccess;
  }
  interface FastifyRequest {
    /** Set on every route that needs a signed-in operator. */
    operator?: SignedInOperator;
  }
}

/** Route config: `app.get('/tickets', { config: requireRole('support') }, ...)`. */
export const requireRole = (...roles: OperatorRole[]) => ({ operatorAccess: { kind: 'roles', roles } as OperatorAccess });
/** Route config: any signed-in operator, whatever their role (their own session). */
export const requireSignedIn = () => ({ operatorAccess: { kind: 'signed-in' } as OperatorAccess });
/** Route config: no sign-in needed (the sign-in steps themselves); writes still need the CSRF token. */
export const openToAll = () => ({ operatorAccess: { kind: 'public' } as OperatorAccess });

/** The signed-in operator of a guarded route, as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor & SignedInOperator {
  if (!request.operator) throw signedOut();
  return request.operator;
}

export const signedOut = () => new ProblemError(401, 'operator.signed-out', 'Signed out', 'Sign in to the console first (the session ended or never began).');
const forbidden = (role: OperatorRole) =>
  new ProblemError(403, 'operator.forbidden', 'Forbidden', `The ${role} role may not do this.`);
const csrfInvalid = () =>
  new ProblemError(403, 'operator.csrf-invalid', 'CSRF token invalid', 'The request did not carry the CSRF token of the operator sign-in (header x-csrf-token).');

/** A route of the operator API and who may call it. */
export interface OperatorRoute {
  method: string;
  url: string;
  access: OperatorAccess;
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Guards every route of the operator API that `server` registers from now on: the access check
 * (401 signed out, 403 another role) and, on writes, the CSRF check. Returns the list of guarded
 * routes, which grows as routes are added.
 */
export function guardOperatorRoutes(server: FastifyInstance): OperatorRoute[] {
  const routes: OperatorRoute[] = [];
  server.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(operatorApiPrefix)) return;
    const access = (route.config as { operatorAccess?: OperatorAccess } | undefined)?.operatorAccess;
    const methods = ([] as string[]).concat(route.method);
    if (!access) throw new Error(`${methods.join(',')} ${route.url} does not say who may call it (config: requireRole(...)).`);
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    const write = methods.some((m) => !readMethods.has(m));
    const guards = [async (request: FastifyRequest) => authenticate(server, request, access)];
    if (write) guards.push(async (request: FastifyRequest) => checkCsrf(server, request));
    route.onRequest = [...guards, ...([] as NonNullable<RouteOptions['onRequest']>[]).concat(route.onRequest ?? [])] as RouteOptions['onRequest'];
  });
  return routes;
}

async function authenticate(server: FastifyInstance, request: FastifyRequest, access: OperatorAccess): Promise<void> {
  if (access.kind === 'public') return;
  const id = request.session.operatorId;
  const operator = id ? await activeOperator(server.db, id) : undefined;
  if (!operator) {
    if (id) await request.session.destroy();
    throw signedOut();
  }
  request.operator = { id: operator.id, email: operator.email, role: operator.role };
  if (access.kind === 'roles' && !access.roles.includes(operator.role)) throw forbidden(operator.role);
}

function checkCsrf(server: FastifyInstance, request: FastifyRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    // @fastify/csrf-protection answers a refusal through reply.send: take it as our own problem instead.
    const refusal = { send: () => reject(csrfInvalid()) } as never;
    server.csrfProtection(request, refusal, () => resolve());
  });
}
