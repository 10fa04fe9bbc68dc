/**
 * Every route of the operator API checks the caller's role on the server: a table over the routes
 * the listener registers (whoever added them) signs in as each role and proves that every other
 * role's calls are refused (403), a signed-out browser's too (401), and that writes need the
 * session's CSRF token.
 */
import Fastify from 'fastify';
import { operatorApiPrefix, operatorRoles, type OperatorRole } from '@storefront/shared/contract';
import { guardOperatorRoutes, requireRole, type OperatorRoute } from '../../src/operator/access';
import { ConsoleClient, describeOperatorApi, firstAdmin, signInAs, type OperatorApi } from '../support/operator-kit';

/** A route's path with every parameter filled: an id no record has. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

const allowed = (route: OperatorRoute, role: OperatorRole) =>
  route.access.kind !== 'roles' || route.access.roles.includes(role);

const call = (client: ConsoleClient, route: OperatorRoute, options: { csrf?: boolean } = {}) =>
  client.call(route.method as 'GET', concrete(route.url), route.method === 'GET' || route.method === 'DELETE' ? undefined : {}, options);

describeOperatorApi('the operator API\'s access rules', (api: OperatorApi) => {
  const clients = {} as Record<OperatorRole, ConsoleClient>;
  beforeAll(async () => {
    for (const role of operatorRoles) clients[role] = await signInAs(api, role);
  }, 120_000);

  const guarded = () => api.operator.operatorRoutes.filter((r) => r.access.kind === 'roles');

  it('every route under /api/operator/v1 says who may call it, and the role-gated ones cover every role', () => {
    const routes = api.operator.operatorRoutes;
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.every((r) => r.url.startsWith(operatorApiPrefix))).toBe(true);
    const gatedRoles = new Set(guarded().flatMap((r) => (r.access.kind === 'roles' ? r.access.roles : [])));
    expect([...gatedRoles].sort()).toEqual(expect.arrayContaining(['admin', 'catalog', 'finance']));
    // The catalog's draft routes are among them (the table below checks each against every role).
    expect(guarded().filter((r) => r.url.includes('/catalog/drafts')).length).toBeGreaterThan(5);
  });

  it.each(operatorRoles)('signed in as %s: every route of another role is refused (403), every route of the role is let through', async (role) => {
    const outcomes: string[] = [];
    for (const route of guarded()) {
      const answer = await call(clients[role], route);
      const expected = allowed(route, role) ? 'let through' : 'refused';
      const got = answer.statusCode === 403 && answer.json().code === 'operator.forbidden' ? 'refused'
        : answer.statusCode === 401 || answer.statusCode === 403 ? `answered ${answer.statusCode} ${answer.body}` : 'let through';
      if (got !== expected) outcomes.push(`${route.method} ${route.url}: expected ${expected}, ${got}`);
    }
    expect(outcomes).toEqual([]);
    // The role's own session still works: refusals did not sign it out.
    expect((await clients[role].session()).stage).toBe('signed-in');
  });

  it('a signed-out browser gets 401 on every route that needs a sign-in', async () => {
    const browser = new ConsoleClient(api.operator);
    await browser.session();
    const needsSignIn = api.operator.operatorRoutes.filter((r) => r.access.kind !== 'public');
    const answers = await Promise.all(needsSignIn.map(async (route) => `${route.method} ${route.url} ${(await call(browser, route)).statusCode}`));
    expect(answers).toEqual(needsSignIn.map((route) => `${route.method} ${route.url} 401`));
  });

  it('a write without the session\'s CSRF token is refused and changes nothing, also with another session\'s token', async () => {
    const admin = clients.admin;
    const body = { email: 'csrf.victim@storefront.example', role: 'support', password: 'a-long-enough-password' };
    const without = await admin.call('POST', '/operators', body, { csrf: false });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ code: 'operator.csrf-invalid' });
    const foreign = await admin.call('POST', '/operators', body, { csrf: false, headers: { 'x-csrf-token': clients.finance.csrfToken } });
    expect(foreign.statusCode).toBe(403);
    const list = (await admin.get('/operators')).json();
    expect(list.operators.map((o: { email: string }) => o.email)).not.toContain(body.email);
    // With its own token the same write is done.
    expect((await admin.post('/operators', body)).statusCode).toBe(201);
  });

  it('every write route refuses a call without the CSRF token, the sign-in steps included', async () => {
    const writes = api.operator.operatorRoutes.filter((r) => r.method !== 'GET');
    const refused: string[] = [];
    for (const route of writes) {
      const client = route.access.kind === 'roles' ? clients[route.access.roles[0]] : clients.admin;
      const answer = await call(client, route, { csrf: false });
      if (answer.statusCode !== 403 || answer.json().code !== 'operator.csrf-invalid') refused.push(`${route.method} ${route.url}: ${answer.statusCode}`);
    }
    expect(refused).toEqual([]);
    const browser = new ConsoleClient(api.operator);
    await browser.session();
    expect((await browser.call('POST', '/session/password', firstAdmin, { csrf: false })).json()).toMatchObject({ code: 'operator.csrf-invalid' });
  });
});

describe('the operator listener', () => {
  it('refuses to start with a route that does not say who may call it', async () => {
    const server = Fastify();
    guardOperatorRoutes(server);
    const start = async () => {
      server.get(`${operatorApiPrefix}/open`, async () => 'open');
      await server.ready();
    };
    await expect(start()).rejects.toThrow(/does not say who may call it/);
    await server.close();
  });

  it('lists a guarded route with its roles', async () => {
    const server = Fastify();
    const routes = guardOperatorRoutes(server);
    server.get(`${operatorApiPrefix}/tickets`, { config: requireRole('support') }, async () => 'tickets');
    await server.ready();
    expect(routes).toEqual([{ method: 'GET', url: `${operatorApiPrefix}/tickets`, access: { kind: 'roles', roles: ['support'] } }]);
    await server.close();
  });
});
