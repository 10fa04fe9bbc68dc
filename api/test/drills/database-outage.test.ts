/**
 * PostgreSQL going away and coming back, through a TCP proxy in front of the machine's PostgreSQL
 * that the test takes down and brings back: a call that needs the database is answered 503 with
 * Retry-After (a problem, no trace of the cause), /ready says 503, /health stays 200, and the API
 * serves again by itself once the database is back, without a restart.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import { openPool, pooledTransaction } from '../../src/db/client';
import { createPgSchema, postgresUrl, startApp, waitFor } from '../support/helpers';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

describe('a database outage', () => {
  let database: Awaited<ReturnType<typeof createPgSchema>>;
  let proxy: TcpProxy;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createPgSchema();
    const target = new URL(postgresUrl);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    app = await startApp({ DATABASE_URL: proxy.urlFor(database.url) });
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
      payload: { name: 'Sara Ahmed', email: `outage${++visitor}@example.com`, mobileNumber: '+971501234567', promoCode: '' },
    });

  it('serves while the database answers', async () => {
    expect((await createCustomer()).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After while the database is down, /ready 503 and /health 200', async () => {
    await proxy.stop();
    const res = await createCustomer();
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      type: 'https://storefront.example/problems/unavailable', title: 'Service Unavailable', status: 503,
      detail: 'The service is briefly unavailable; please try again in a few seconds.', code: 'unavailable',
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|Connection|at \w+ \(|\.ts:\d+/);

    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect(ready.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
  });

  it('serves again by itself once the database is back', async () => {
    await proxy.start();
    await waitFor(async () => (await app.inject({ method: 'GET', url: '/ready' })).statusCode === 200, 15_000, 100);
    expect((await createCustomer()).statusCode).toBe(201);
  });
});

describe('a connection that dies as a transaction begins', () => {
  let pool: Pool;
  afterEach(async () => {
    await pool?.end();
  });

  it('goes back to the pool, which serves the next transaction on a new connection', async () => {
    // One connection at most, and a connect that gives up after 5 s instead of waiting for good.
    pool = openPool({ connectionString: postgresUrl, max: 1, connectionTimeoutMillis: 5000 });
    // The first client the pool hands out loses its connection right then, before its BEGIN.
    const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
    let cut = true;
    pool.connect = (async () => {
      const client = await connect();
      if (cut) {
        cut = false;
        (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      }
      return client;
    }) as Pool['connect'];
    const transaction = pooledTransaction(pool);

    await expect(transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(pool.totalCount).toBe(0);
    const answer = await transaction(async (tx) => tx.execute(sql`select 42 as n`));
    expect((answer as unknown as { rows: { n: number }[] }).rows[0].n).toBe(42);
  });
});
