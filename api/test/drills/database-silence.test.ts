/**
 * PostgreSQL going silent: a TCP proxy in front of the machine's PostgreSQL turns into a black hole
 * (connections accepted, open ones kept, nothing passes either way). Every call that needs the
 * database, and /ready, answers 503 with Retry-After within the database limits (DB_* settings,
 * small here) instead of hanging; once the path is back for new connections (the silent ones stay
 * silent), the API serves again within seconds, on new connections.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { openPool, pooledTransaction } from '../../src/db/client';
import { databaseAllowances, poolLimits } from '../../src/db/limits';
import { createPgSchema, postgresUrl, startApp, testConfig, waitFor } from '../support/helpers';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

/** Small limits, so that the drill is short: a silent database is given up on within about 2 s. */
const limits = { DB_CONNECT_TIMEOUT_MS: 1000, DB_STATEMENT_TIMEOUT_MS: 1500, DB_QUERY_TIMEOUT_MS: 2000, DB_LOCK_TIMEOUT_MS: 1000 };
/** What the drill accepts as "within seconds" on a loaded machine. */
const bound = 15_000;

const target = new URL(postgresUrl);
const startProxy = () => startTcpProxy(target.hostname, Number(target.port || 5432));

/** The answer to `call` and how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await call();
  return { answer, ms: Date.now() - started };
}

describe('a database that goes silent', () => {
  let database: Awaited<ReturnType<typeof createPgSchema>>;
  let proxy: TcpProxy;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createPgSchema();
    proxy = await startProxy();
    app = await startApp({ DATABASE_URL: proxy.urlFor(database.url), ...limits });
  }, 120_000);
  afterAll(async () => {
    await proxy?.start();
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });

  let visitor = 0;
  const createCustomer = () =>
    app.inject({
      method: 'POST', url: '/api/customer-profiles/public', headers: { 'x-country-key': 'AE' },
      payload: { name: 'Sara Ahmed', email: `silence${++visitor}@example.com`, mobileNumber: '+971501234567', promoCode: '' },
    });
  const ready = () => app.inject({ method: 'GET', url: '/ready' });

  it('serves while the database answers, on several pooled connections', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, createCustomer));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers every call and /ready 503 with Retry-After within seconds, and keeps none of the silent connections', async () => {
    proxy.blackHole();
    // As many calls at once as the finding had hang: more than the pool holds, so some wait for a connection.
    const [readiness, ...creates] = await Promise.all([timed(ready), ...Array.from({ length: 12 }, () => timed(createCustomer))]);

    expect(readiness.answer.statusCode).toBe(503);
    expect(Number(readiness.answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(readiness.answer.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    expect(readiness.ms).toBeLessThan(bound);
    for (const { answer, ms } of creates) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json()).toEqual({
        type: 'https://storefront.example/problems/unavailable', title: 'Service Unavailable', status: 503,
        detail: 'The service is briefly unavailable; please try again in a few seconds.', code: 'unavailable',
      });
      expect(answer.body).not.toMatch(/timeout|Connection|at \w+ \(|\.ts:\d+/);
      expect(ms).toBeLessThan(bound);
    }
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    // Each connection that went silent was closed by the API, none kept for a later call.
    await waitFor(() => proxy.silentConnections() === 0, bound, 100);
  });

  it('serves again within seconds once new connections get through', async () => {
    await proxy.start();
    const back = await timed(() => waitFor(async () => (await ready()).statusCode === 200, bound, 100));
    expect(back.ms).toBeLessThan(bound);
    const answers = await Promise.all(Array.from({ length: 12 }, createCustomer));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
  });
});

describe('a transaction whose connection goes silent', () => {
  let proxy: TcpProxy;
  let pool: Pool;
  beforeAll(async () => {
    proxy = await startProxy();
  });
  afterAll(async () => {
    await pool?.end();
    await proxy?.close();
  });

  it('fails once its statement has waited out the query timeout, and its connection is discarded rather than handed to the next transaction', async () => {
    const queryTimeoutMs = 3000;
    const { serving } = databaseAllowances(testConfig({ ...limits, DB_QUERY_TIMEOUT_MS: queryTimeoutMs }));
    pool = openPool({ connectionString: proxy.urlFor(postgresUrl), max: 1, ...poolLimits(serving) });
    const transaction = pooledTransaction(pool);

    const failed = timed(() =>
      transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.blackHole();
        await tx.execute(sql`select 2`);
      }).then(() => 'committed', (error: Error) => error.message),
    );
    const { answer, ms } = await failed;
    expect(answer).not.toBe('committed');
    expect(pool.totalCount).toBe(0);
    // The ROLLBACK behind the silent statement fails at once rather than waiting out a timeout of its own.
    expect(ms).toBeLessThan(2 * queryTimeoutMs);

    // The silent connection stays silent: only a new one can serve.
    await proxy.start();
    const result = await transaction(async (tx) => tx.execute(sql`select 42 as n`));
    expect((result as unknown as { rows: { n: number }[] }).rows[0].n).toBe(42);
  });
});
