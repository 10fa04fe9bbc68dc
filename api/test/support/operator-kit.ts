/**
 * The operator API in tests: a public app and its operator listener on a test database, and a
 * client that keeps its session cookie and CSRF token as the console does. `signInAs(role)` gives
 * a signed-in client of a new operator of that role (password and TOTP through the API).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { authenticator } from 'otplib';
import {
  operatorApiPrefix, operatorCsrfHeader, operatorSessionCookie, type OperatorProfile, type OperatorRole, type SessionState,
} from '@storefront/shared/contract';
import { buildOperatorServer } from '../../src/operator/server';
import { createOperator, hashPassword } from '../../src/services/operators';
import { updateOperator } from '../../src/db/repositories/operators';
import { startApp, tempDir, testDatabases } from './helpers';

export const firstAdmin = { email: 'first.admin@storefront.example', password: 'first-admin-password-1' };

export interface OperatorApi {
  app: FastifyInstance;
  operator: FastifyInstance;
}

/** A public app on `overrides` and its operator listener (not listening: called with inject), with the first admin. */
export async function startOperatorApi(overrides: Record<string, string | number | boolean> = {}): Promise<OperatorApi> {
  const app = await startApp({
    OPERATOR_ADMIN_EMAIL: firstAdmin.email, OPERATOR_ADMIN_PASSWORD: firstAdmin.password, CONSOLE_DIR: tempDir('console-'), ...overrides,
  });
  const operator = await buildOperatorServer(app);
  return { app, operator };
}

/**
 * `body` once on PGlite and once on PostgreSQL (titled "<title> on PGlite"...), with an operator
 * API started before the tests.
 */
export function describeOperatorApi(title: string, body: (api: OperatorApi) => void, overrides: Record<string, string | number | boolean> = {}): void {
  describe.each(testDatabases)(`${title} on %s`, (_name, makeDatabase) => {
    const api = {} as OperatorApi;
    let drop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const database = await makeDatabase();
      drop = database.drop;
      Object.assign(api, await startOperatorApi({ ...overrides, DATABASE_URL: database.url }));
    }, 120_000);
    afterAll(async () => {
      await api.operator?.close();
      await api.app?.close();
      await drop?.();
    });
    body(api);
  });
}

/** The API's path of an operator route: `path('/operators')` is /api/operator/v1/operators. */
export const path = (route: string) => `${operatorApiPrefix}${route}`;

/** A TOTP code of `secret` now, as an authenticator app shows it. */
export const totpNow = async (secret: string) => authenticator.generate(secret);

/** A browser of the console: its cookies and the CSRF token of its session. */
export class ConsoleClient {
  readonly cookies = new Map<string, string>();
  csrfToken = '';
  /** The TOTP secret this client enrolled or was given. */
  totpSecret = '';
  profile?: OperatorProfile;

  constructor(readonly server: FastifyInstance) {}

  async call(method: InjectOptions['method'], route: string, body?: unknown, { csrf = true, headers = {} as Record<string, string> } = {}): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.server.inject({
      method,
      url: route.startsWith('/api/') ? route : path(route),
      headers: { ...(cookie ? { cookie } : {}), ...(csrf && this.csrfToken ? { [operatorCsrfHeader]: this.csrfToken } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    for (const c of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      if (c.value === '' || (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const json = response.headers['content-type']?.toString().includes('json') ? response.json() : undefined;
    if (json && typeof json.csrfToken === 'string') this.csrfToken = json.csrfToken;
    return response;
  }

  get = (route: string) => this.call('GET', route);
  post = (route: string, body?: unknown) => this.call('POST', route, body ?? {});
  patch = (route: string, body: unknown) => this.call('PATCH', route, body);
  delete = (route: string) => this.call('DELETE', route);

  get sessionCookie(): string | undefined {
    return this.cookies.get(operatorSessionCookie);
  }

  /** The session's state and CSRF token (GET /session). */
  async session(): Promise<SessionState> {
    return (await this.get('/session')).json();
  }

  /** Both sign-in steps; the first time, enrols the second factor from the password step's answer. */
  async signIn(email: string, password: string): Promise<SessionState> {
    await this.session();
    const first = await this.post('/session/password', { email, password });
    if (first.statusCode !== 200) throw new Error(`password step answered ${first.statusCode}: ${first.body}`);
    const step: SessionState = first.json();
    if (step.enrolment) this.totpSecret = step.enrolment.secret;
    const second = await this.post('/session/totp', { code: await totpNow(this.totpSecret) });
    if (second.statusCode !== 200) throw new Error(`TOTP step answered ${second.statusCode}: ${second.body}`);
    const state: SessionState = second.json();
    this.profile = state.operator;
    return state;
  }
}

let made = 0;

/**
 * A client signed in as a new operator of `role` (made directly in the database, as an admin would
 * through the API), its second factor enrolled at this first sign-in.
 */
export async function signInAs(api: OperatorApi, role: OperatorRole, email = `${role}.${++made}.${Date.now()}@storefront.example`): Promise<ConsoleClient> {
  const password = `${role}-password-${made}`;
  await createOperator(api.app.db, { id: null, email: 'test' }, { email, role, password });
  const client = new ConsoleClient(api.operator);
  await client.signIn(email, password);
  return client;
}

/** Gives an operator a new password directly in the database (tests of what follows a reset). */
export async function setPassword(api: OperatorApi, operatorId: number, password: string): Promise<void> {
  await updateOperator(api.app.db, operatorId, { passwordHash: await hashPassword(password) });
}
