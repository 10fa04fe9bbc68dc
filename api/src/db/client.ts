import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Pool, type PoolConfig } from 'pg';
import * as schema from './schema.js';
import { apiRoot } from '../paths.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a multi-statement SQL script inside one transaction. */
  execScript(script: string): Promise<void>;
  close(): Promise<void>;
}

export const migrationsDir = path.join(apiRoot, 'migrations');

export interface OpenOptions {
  /** memory:// only: a PGlite data directory (PGlite's dumpDataDir) the database starts as a copy of. */
  template?: Blob;
}

/**
 * PostgreSQL when the URL says postgres(ql)://, an in-memory PGlite for memory://, otherwise an
 * embedded PGlite kept in `${dataDir}/pglite`.
 */
export async function openDatabase(databaseUrl: string, dataDir: string, options: OpenOptions = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return openPostgres(databaseUrl);
  let dir = 'memory://';
  if (databaseUrl !== 'memory://') {
    dir = path.join(dataDir, 'pglite');
    await fs.mkdir(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, dir === 'memory://' && options.template ? { loadDataDir: options.template } : {});
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    execScript: async (script) => {
      await client.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    close: () => client.close(),
  };
}

/**
 * A pool of PostgreSQL connections whose network errors never crash the process. The pool listens
 * on idle clients; each client listens too, for when it is checked out (a transaction): the
 * statement it was running fails with the error, and the pool discards the client when it is
 * released.
 */
export function openPool(config: PoolConfig): Pool {
  const pool = new Pool(config);
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = openPool({ connectionString: url, max: 10 });
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  db.transaction = pooledTransaction(pool);
  return {
    kind: 'postgres',
    db,
    execScript: async (script) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(script);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Db.transaction on a client of the pool that always goes back to it. drizzle-orm's own sends
 * BEGIN before the try/finally that releases its client (drizzle-team/drizzle-orm#6241): a BEGIN
 * that fails, as on a connection the database has just closed, would keep the client checked out
 * for good, and a few such failures would leave the pool empty and every later call waiting.
 * Here drizzle runs the transaction on one checked-out client, and the pool gets it back in every
 * case (and discards it when its connection failed).
 */
export function pooledTransaction(pool: Pool): Db['transaction'] {
  return async (run, config) => {
    const client = await pool.connect();
    try {
      return await (drizzlePostgres(client) as unknown as Db).transaction(run, config);
    } finally {
      client.release();
    }
  };
}

/** Arbitrary but fixed key so that instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_311_004;

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
