import path from 'node:path';
import envSchema from 'env-schema';
import { Type, type Static } from '@sinclair/typebox';
import { apiRoot } from './paths.js';

/** The one env schema of the API. Every setting has a default that runs on a fresh machine. */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({ default: 8080, minimum: 0, maximum: 65535 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  /** postgres://... for PostgreSQL; empty for embedded PGlite under DATA_DIR; memory:// for an in-memory PGlite. */
  DATABASE_URL: Type.String({ default: '' }),
  DATA_DIR: Type.String({ default: path.join(apiRoot, '.data') }),
  /** Folder with catalog/ (YAML) and images/ (SVG) loaded at first start. */
  SEED_DIR: Type.String({ default: path.join(apiRoot, 'seed') }),
  /** smtp://user:pass@host:port; empty writes each mail as an .eml file under MAIL_DIR. */
  SMTP_URL: Type.String({ default: '' }),
  MAIL_FROM: Type.String({ default: 'Storefront <no-reply@storefront.example>' }),
  MAIL_DIR: Type.String({ default: '' }),
  SUPPORT_INBOX: Type.String({ default: 'support@storefront.example' }),
  MAIL_WORKER: Type.Boolean({ default: true }),
  MAIL_POLL_INTERVAL_MS: Type.Integer({ default: 1000, minimum: 10 }),
  MAIL_RETRY_BASE_MS: Type.Integer({ default: 2000, minimum: 1 }),
  MAIL_RETRY_MAX_MS: Type.Integer({ default: 15 * 60 * 1000, minimum: 1 }),
  MAIL_MAX_ATTEMPTS: Type.Integer({ default: 10, minimum: 1 }),
  /** Mails accepted per recipient address per hour (shared by all instances through the outbox). */
  MAIL_PER_RECIPIENT_PER_HOUR: Type.Integer({ default: 10, minimum: 1 }),
  CORS_ORIGINS: Type.String({
    default: [3000, 3001, 3002, 3003, 3004]
      .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
      .join(','),
  }),
  RATE_LIMIT_WINDOW_MS: Type.Integer({ default: 60_000, minimum: 1 }),
  /** Requests per IP per window on read routes. */
  RATE_LIMIT_MAX: Type.Integer({ default: 600, minimum: 1 }),
  /** Requests per IP per window on write routes. */
  RATE_LIMIT_WRITE_MAX: Type.Integer({ default: 120, minimum: 1 }),
  /** Requests per IP per window on the e-mail route. */
  RATE_LIMIT_MAIL_MAX: Type.Integer({ default: 20, minimum: 1 }),
  /** Rate-limit counters live in Redis when set, so several instances share them. */
  REDIS_URL: Type.String({ default: '' }),
  BODY_LIMIT: Type.Integer({ default: 64 * 1024, minimum: 1024 }),
  /**
   * A create repeated within this window (a double click, a retry after a lost answer) returns the
   * first record: customers by country + name + e-mail + phone + promo code, applications by
   * customer + location + country + type while Created. 0 turns it off.
   */
  IDEMPOTENCY_WINDOW_MS: Type.Integer({ default: 60_000, minimum: 0 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
});

type Env = Static<typeof EnvSchema>;

export interface Config extends Omit<Env, 'CORS_ORIGINS'> {
  CORS_ORIGINS: string[];
}

/** Reads and validates the environment (or the given overrides, for tests). */
export function loadConfig(env: Record<string, string | number | boolean | undefined> = process.env): Config {
  const data = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const raw = envSchema<Env>({ schema: EnvSchema, data, env: false, dotenv: false });
  return {
    ...raw,
    MAIL_DIR: raw.MAIL_DIR || path.join(raw.DATA_DIR, 'mail'),
    CORS_ORIGINS: raw.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}
