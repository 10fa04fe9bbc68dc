import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { pgliteTemplate, templateFileVariable } from './pglite-template';
import { createPgSchema as createSchema, type PgSchema } from '../../../shared/tooling/testing/postgres';
import { patientDatabaseLimits } from '../../../shared/tooling/testing/database-limits';

export { postgresUrl } from '../../../shared/tooling/testing/postgres';

/** A new temporary folder, inside the run's own (removed when the run ends) when jest's set-up made one. */
export function tempDir(prefix = 'api-test-'): string {
  const template = process.env[templateFileVariable];
  return fs.mkdtempSync(path.join(template ? path.dirname(template) : os.tmpdir(), prefix));
}

/** A config for tests: in-memory PGlite, silent logs, no mail worker, generous limits (the database's too) unless overridden. */
export function testConfig(overrides: Record<string, string | number | boolean> = {}) {
  return loadConfig({
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    MAIL_WORKER: false,
    MAIL_DIR: tempDir('api-mail-'),
    RATE_LIMIT_MAX: 10_000,
    RATE_LIMIT_WRITE_MAX: 10_000,
    RATE_LIMIT_MAIL_MAX: 10_000,
    MAIL_PER_RECIPIENT_PER_HOUR: 1000,
    MAIL_SUPPORT_PER_CLIENT_PER_HOUR: 1000,
    // A started server's operator listener takes a free port.
    OPERATOR_PORT: 0,
    ...patientDatabaseLimits,
    ...overrides,
  });
}

/**
 * A valid mobile number of the request's country (X-Country-Key AE or SA; none or PK for
 * Pakistan): the API refuses a number of another country.
 */
export function mobileNumberFor(country?: string): string {
  const key = (country ?? 'PK').toUpperCase();
  if (key === 'AE') return '+971501234567';
  if (key === 'SA') return '+966501234567';
  return '+923001234567';
}

/** The seed catalog of the PGlite template: the API's own. */
const templateSeedDir = loadConfig({}).SEED_DIR;

/**
 * A test app's options: on memory:// its database starts as a copy of the run's migrated and
 * seeded PGlite template (pglite-template.ts), which its start-up finds complete; with a seed
 * catalog of the test's own, from an empty database that the start-up seeds with it.
 */
export async function testAppOptions(config: Config): Promise<AppOptions> {
  return { databaseTemplate: config.SEED_DIR === templateSeedDir ? await pgliteTemplate() : undefined };
}

/** buildApp for tests, with testAppOptions. */
export async function buildTestApp(config: Config, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  return buildApp(config, options, await testAppOptions(config));
}

export async function startApp(overrides: Record<string, string | number | boolean> = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(testConfig(overrides));
  await app.ready();
  return app;
}

/** A fresh PostgreSQL schema `api_test_<random>` for one test file. Drop it afterwards. */
export const createPgSchema = (): Promise<PgSchema> => createSchema('api_test');

export type TestDatabase = Pick<PgSchema, 'url' | 'drop'>;

/** The two databases the API runs on: embedded PGlite (memory://) and PostgreSQL (a fresh schema). */
export const testDatabases: [name: string, make: () => Promise<TestDatabase>][] = [
  ['PGlite', async () => ({ url: 'memory://', drop: async () => undefined })],
  ['PostgreSQL', createPgSchema],
];

export interface OnDatabasesOptions {
  /** Settings besides testConfig's. */
  config?: Record<string, string | number | boolean>;
  /**
   * PGlite as `npm start` runs it: in a data folder of its own, migrated and seeded by the app as
   * it starts (rather than a copy of the run's template), so PGlite opens before the migrations
   * create the schema's types.
   */
  pgliteAsStarted?: boolean;
}

/**
 * `body` once per database of `testDatabases` (titled "<title> on PGlite" and "... on
 * PostgreSQL"), with an API started on it before the tests (`started.app`), with testConfig and
 * `options`.
 */
export function describeOnDatabases(
  title: string, body: (started: { app: FastifyInstance }) => void, options: OnDatabasesOptions = {},
): void {
  describe.each(testDatabases)(`${title} on %s`, (_name, makeDatabase) => {
    const started = {} as { app: FastifyInstance };
    let drop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const database = await makeDatabase();
      drop = database.drop;
      const where: Record<string, string> = options.pgliteAsStarted && database.url === 'memory://'
        ? { DATABASE_URL: '', DATA_DIR: tempDir('api-data-') }
        : { DATABASE_URL: database.url };
      started.app = await startApp({ ...options.config, ...where });
    }, 120_000);
    afterAll(async () => {
      await started.app?.close();
      await drop?.();
    });
    body(started);
  });
}

const countedTables = [
  'customers', 'applications', 'screening_answers', 'preferences', 'selected_features',
  'product_recommendations', 'support_requests', 'mail_outbox',
];

/** Row counts of every visitor-data table, to prove a refused request changed nothing. */
export async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of countedTables) {
    const result = (await app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
    counts[table] = Number(result.rows[0].n);
  }
  return counts;
}

/** Every table of the schema: its row count and a hash of its rows, to show that a refused request changed nothing. */
export async function databaseFingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = ((await app.db.execute(sql`
    select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`)) as unknown as { rows: { name: string }[] }).rows;
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const result = (await app.db.execute(sql.raw(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
    ))) as unknown as { rows: { n: number; h: string }[] };
    out[name] = `${result.rows[0].n} rows, ${result.rows[0].h}`;
  }
  return out;
}

export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 10_000, stepMs = 50): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('waitFor: condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
