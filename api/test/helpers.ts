import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function tempDir(prefix = 'api-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A config for tests: in-memory PGlite, silent logs, no mail worker, generous limits unless overridden. */
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
    ...overrides,
  });
}

export async function startApp(overrides: Record<string, string | number | boolean> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides));
  await app.ready();
  return app;
}

/** A fresh PostgreSQL schema for one test file; the URL sets it as search_path. Drop it afterwards. */
export async function createPgSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `api_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = `${postgresUrl}${postgresUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    url,
    drop: async () => {
      const c = new Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
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

export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 10_000, stepMs = 50): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('waitFor: condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
