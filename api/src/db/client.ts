import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient, type PoolConfig } from 'pg';
import * as schema from './schema.js';
import { apiRoot } from '../paths.js';
import { loadConfig } from '../config.js';
import { databaseAllowances, poolLimits, type DatabaseAllowances, type DatabaseLimits } from './limits.js';
import { boundTurns } from './pglite-turns.js';
import { claimPglite } from './pglite-owner.js';
import { isDatabaseUnavailable } from '../plugins/app/database-unavailable.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a multi-statement SQL script inside one transaction. */
  execScript(script: string): Promise<void>;
  /**
   * Runs `work` on this database with the start-up's allowance (DB_STARTUP_TIMEOUT_MS) instead of
   * the serving limits: PostgreSQL on a pool of its own, closed afterwards; PGlite as it is (its
   * one bound, the wait for a turn, does not arise while nothing else runs).
   */
  withStartUpAllowance<T>(work: (database: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsDir = path.join(apiRoot, 'migrations');

export interface OpenOptions {
  /** memory:// only: a PGlite data directory (PGlite's dumpDataDir) the database starts as a copy of. */
  template?: Blob;
  /** Bounds on every wait for the database; the DB_* settings' defaults unless given. */
  limits?: DatabaseAllowances;
}

/**
 * PostgreSQL when the URL says postgres(ql)://, an in-memory PGlite for memory://, otherwise an
 * embedded PGlite kept in `${dataDir}/pglite`.
 */
export async function openDatabase(databaseUrl: string, dataDir: string, options: OpenOptions = {}): Promise<Database> {
  const limits = options.limits ?? databaseAllowances(loadConfig({}));
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return openPostgres(databaseUrl, limits);
  let dir = 'memory://';
  let release = () => undefined as void;
  if (databaseUrl !== 'memory://') {
    dir = path.join(dataDir, 'pglite');
    await fs.mkdir(dir, { recursive: true });
    release = claimPglite(dir);
  }
  const client = await PGlite.create(dir, dir === 'memory://' && options.template ? { loadDataDir: options.template } : {}).catch((error: unknown) => {
    release();
    throw error;
  });
  boundTurns(client, limits.serving.queryTimeoutMs);
  const database: Database = {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    execScript: async (script) => {
      await client.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    withStartUpAllowance: (work) => work(database),
    close: () => client.close().finally(release),
  };
  return database;
}

/**
 * A pool of PostgreSQL connections whose network errors never crash the process. The pool listens
 * on idle clients; each client listens too, for when it is checked out (a transaction): the
 * statement it was running fails with the error, and the pool discards the client when it is
 * released. A checked-out client whose statement failed that way is closed at once (closeOnFailure).
 */
export function openPool(config: PoolConfig): Pool {
  const pool = new Pool(config);
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    closeOnFailure(client);
  });
  return pool;
}

/**
 * Closes `client` as soon as one of its statements fails because the database did not answer in
 * time or could not serve. node-postgres keeps a client whose statement timed out (query_timeout)
 * open, with that statement still waiting for its answer: handed out again, it would hold every
 * later statement behind it. Closed (its socket destroyed while a statement is out), the
 * statements queued behind it (a transaction's ROLLBACK) fail at once instead of each waiting out
 * its own timeout, and the pool discards it when it is released. Only promise-style calls are
 * watched: the pool's own callback-style calls (pool.query) discard a failed client themselves.
 */
function closeOnFailure(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) client.end().catch(() => undefined);
      });
    }
    return result;
  }) as PoolClient['query'];
}

function openPostgres(url: string, limits: DatabaseAllowances): Database {
  return {
    ...postgresDatabase(url, limits.serving, 10),
    withStartUpAllowance: async (work) => {
      const startUp = postgresDatabase(url, limits.startUp, 2);
      try {
        return await work(startUp);
      } finally {
        await startUp.close();
      }
    },
  };
}

/** A Database on a pool of at most `max` connections whose every wait is bounded by `limits`. */
function postgresDatabase(url: string, limits: DatabaseLimits, max: number): Database {
  const pool = openPool({ connectionString: url, max, ...poolLimits(limits) });
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  db.transaction = pooledTransaction(pool);
  const database: Database = {
    kind: 'postgres',
    db,
    execScript: (script) =>
      withClient(pool, async (client) => {
        await client.query('BEGIN');
        try {
          await client.query(script);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    withStartUpAllowance: (work) => work(database),
    close: () => pool.end(),
  };
  return database;
}

/**
 * Runs `work` on a client of the pool and always gives it back; the pool discards it if it was
 * closed meanwhile (its connection broke, or closeOnFailure closed it).
 */
async function withClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/**
 * Db.transaction on a client of the pool that always goes back to it. drizzle-orm's own sends
 * BEGIN before the try/finally that releases its client (drizzle-team/drizzle-orm#6241): a BEGIN
 * that fails, as on a connection the database has just closed, would keep the client checked out
 * for good, and a few such failures would leave the pool empty and every later call waiting.
 * Here drizzle runs the transaction on one checked-out client, and the pool gets it back in every
 * case (and discards it when its connection failed or went silent: closeOnFailure).
 */
export function pooledTransaction(pool: Pool): Db['transaction'] {
  return (run, config) => withClient(pool, (client) => (drizzlePostgres(client) as unknown as Db).transaction(run, config));
}

/** Arbitrary but fixed key so that instances starting together migrate one at a time. */
export const MIGRATION_LOCK = 7_311_004;

/** Applies every api/migrations/*.sql not yet recorded, in name order, each in its own transaction. */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await database.execScript(`
    SELECT pg_advisory_xact_lock(${MIGRATION_LOCK});
    CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
  `);
  for (const file of files) {
    const name = file.replace(/'/g, '');
    const body = await fs.readFile(path.join(dir, file), 'utf8');
    // The lock and the re-check make a concurrent start skip what another instance applied.
    await database.execScript(`
      SELECT pg_advisory_xact_lock(${MIGRATION_LOCK});
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${name}') THEN
          RAISE EXCEPTION 'already-applied' USING ERRCODE = 'P0001';
        END IF;
      END $$;
      ${body}
      INSERT INTO schema_migrations (name) VALUES ('${name}');
    `).then(
      () => applied.push(name),
      (error: { message?: string }) => {
        if (!String(error?.message).includes('already-applied')) throw error;
      },
    );
  }
  return applied;
}

export async function ping(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}
