/**
 * The bounds on every wait for the database (DB_* settings, db/limits.ts). PostgreSQL: the server
 * cuts a long statement and a long lock wait, and the start-up's migrations and catalog load have
 * an allowance of their own. PGlite (one connection in this process, where statements cannot be
 * cut): a call that waits too long for its turn fails, and never runs later.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { MIGRATION_LOCK } from '../../src/db/client';
import { loadConfig } from '../../src/config';
import { isDatabaseUnavailable } from '../../src/plugins/app/database-unavailable';
import { createPgSchema, startApp, waitFor } from '../support/helpers';

/** What the tests accept as "within seconds" on a loaded machine. */
const bound = 15_000;

/** The error `call` rejects with (the test fails if it resolves). */
async function failure(call: () => Promise<unknown>): Promise<unknown> {
  return call().then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

const sqlState = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

describe('database limit settings', () => {
  it('refuse a query timeout that is not longer than the statement timeout, so that a live server always cancels first', () => {
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: 2000, DB_QUERY_TIMEOUT_MS: 2000 })).toThrow(/DB_QUERY_TIMEOUT_MS/);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: 2000, DB_QUERY_TIMEOUT_MS: 2001 }).DB_QUERY_TIMEOUT_MS).toBe(2001);
  });
});

describe('database limits on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPgSchema>>;
  let holder: Client;
  let app: FastifyInstance | undefined;
  beforeEach(async () => {
    database = await createPgSchema();
    holder = new Client({ connectionString: database.url });
    await holder.connect();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await holder.end();
    await database.drop();
  });

  const serving = { DB_LOCK_TIMEOUT_MS: 100, DB_STATEMENT_TIMEOUT_MS: 300, DB_QUERY_TIMEOUT_MS: 1000 };

  it('cuts a statement at the statement timeout and a lock wait at the lock timeout, as the database being unavailable', async () => {
    app = await startApp({ DATABASE_URL: database.url, ...serving });
    const db = app.db;

    const slow = await failure(() => db.execute(sql`select pg_sleep(5)`));
    expect(sqlState(slow)).toBe('57014');
    expect(isDatabaseUnavailable(slow)).toBe(true);

    await holder.query('select pg_advisory_lock(7311999)');
    const locked = await failure(() => db.execute(sql`select pg_advisory_xact_lock(7311999)`));
    expect(sqlState(locked)).toBe('55P03');
    expect(isDatabaseUnavailable(locked)).toBe(true);

    // The server cut the statements; the connections serve on.
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it("gives the start-up's migrations the start-up allowance: they wait for another instance's migration lock past the serving limits", async () => {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const starting = startApp({ DATABASE_URL: database.url, ...serving });
    starting.catch(() => undefined);
    // The start-up waits for the lock well past every serving limit before the lock is let go.
    const waitedPastServing = async () => {
      const { rows } = await holder.query<{ waited: number }>(
        `select extract(epoch from now() - a.query_start) * 1000 as waited
           from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.objid = $1 and not l.granted`,
        [MIGRATION_LOCK],
      );
      return rows.length > 0 && rows.every((row) => Number(row.waited) > 3 * serving.DB_QUERY_TIMEOUT_MS);
    };
    await waitFor(waitedPastServing, bound, 100);
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);

    app = await starting;
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });
});

describe('database limits on PGlite', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ DB_STATEMENT_TIMEOUT_MS: 500, DB_QUERY_TIMEOUT_MS: 1000 });
    await app.db.execute(sql`create table turn_probe (n int)`);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 with Retry-After to a call that waits too long for its turn, and never runs it afterwards', async () => {
    // A transaction that holds the one connection until the test lets it go.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let holding!: () => void;
    const inside = new Promise<void>((resolve) => (holding = resolve));
    const transaction = app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding();
      await held;
    });
    await inside;

    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect(ready.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    const create = await app.inject({
      method: 'POST', url: '/api/customer-profiles/public', headers: { 'x-country-key': 'AE' },
      payload: { name: 'Sara Ahmed', email: 'turn@example.com', mobileNumber: '+971501234567', promoCode: '' },
    });
    expect(create.statusCode).toBe(503);
    expect(create.json()).toMatchObject({ status: 503, title: 'Service Unavailable', code: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(bound);
    const insert = await failure(() => app.db.execute(sql`insert into turn_probe values (1)`));
    expect(isDatabaseUnavailable(insert)).toBe(true);

    letGo();
    await transaction;
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    const rows = (await app.db.execute(sql`select count(*)::int as n from turn_probe`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0].n).toBe(0);
  });
});
