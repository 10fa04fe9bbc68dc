/**
 * A fresh PostgreSQL schema for one test file or bench run, so that runs side by side (and what
 * other runs left) never meet: the API's tests, the browser tests and `bench:api` take it from
 * here. Node only.
 */
import crypto from 'node:crypto';
import { Client } from 'pg';

/** The local PostgreSQL (trust auth, database `test`); TEST_DATABASE_URL names another. */
export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The database of `base` with `schema` as search_path: the API's DATABASE_URL (docs/operations.md). */
export function schemaUrl(schema: string, base = postgresUrl): string {
  return `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

export interface PgSchema {
  /** The schema's name. */
  name: string;
  /** For the API's DATABASE_URL: the database with this schema as search_path. */
  url: string;
  /** Runs one statement in the schema and gives its rows. */
  query<R extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/** Runs `work` with a client connected to `url`, and disconnects. */
export async function withPostgres<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<random hex>` in the database of `base`. */
export async function createPgSchema(prefix: string, base = postgresUrl): Promise<PgSchema> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await withPostgres(base, (c) => c.query(`CREATE SCHEMA ${name}`));
  const url = schemaUrl(name, base);
  return {
    name,
    url,
    query: (text, values) => withPostgres(url, async (c) => (await c.query(text, values)).rows),
    drop: () => withPostgres(base, async (c) => void (await c.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`))),
  };
}
