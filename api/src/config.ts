import path from 'node:path';
import envSchema from 'env-schema';
import { Type, type Static } from '@sinclair/typebox';
import { apps, frontEndKeys, operatorConsole } from '@storefront/shared/contract';
import { apiRoot } from './paths.js';
import { developmentTotpKeyHex } from './domain/operator-totp-box.js';

/** The one env schema of the API. Every setting has a default that runs on a fresh machine. */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({ default: apps.api.port, minimum: 0, maximum: 65535 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  /** postgres://... for PostgreSQL; empty for embedded PGlite under DATA_DIR; memory:// for an in-memory PGlite. */
  DATABASE_URL: Type.String({ default: '' }),
  DATA_DIR: Type.String({ default: path.join(apiRoot, '.data') }),
  /**
   * Bounds on every wait for the database (db/limits.ts), so that a database that goes silent
   * makes calls answer 503 within seconds rather than hang. PostgreSQL: a new connection, or a
   * free one of the pool, is waited for DB_CONNECT_TIMEOUT_MS; a statement runs at most
   * DB_STATEMENT_TIMEOUT_MS on the server, waits for a row or table lock DB_LOCK_TIMEOUT_MS, and
   * its answer is waited for DB_QUERY_TIMEOUT_MS (longer, so that a live server cancels first).
   * PGlite: a call waits DB_QUERY_TIMEOUT_MS for its turn on the one connection.
   */
  DB_CONNECT_TIMEOUT_MS: Type.Integer({ default: 3000, minimum: 1 }),
  DB_QUERY_TIMEOUT_MS: Type.Integer({ default: 5000, minimum: 1 }),
  DB_STATEMENT_TIMEOUT_MS: Type.Integer({ default: 4000, minimum: 1 }),
  DB_LOCK_TIMEOUT_MS: Type.Integer({ default: 2000, minimum: 1 }),
  /** PostgreSQL ends a session that stays this long inside a transaction without a statement. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: Type.Integer({ default: 10_000, minimum: 1 }),
  /** Idle time after which a pooled PostgreSQL connection's socket starts TCP keep-alive probes. */
  DB_KEEPALIVE_DELAY_MS: Type.Integer({ default: 10_000, minimum: 1 }),
  /** A pooled PostgreSQL connection unused this long is closed. */
  DB_IDLE_TIMEOUT_MS: Type.Integer({ default: 10_000, minimum: 1 }),
  /** What the start-up's migrations and first catalog load (and catalog:replace) may take per statement and per lock wait. */
  DB_STARTUP_TIMEOUT_MS: Type.Integer({ default: 120_000, minimum: 1 }),
  /** Folder with catalog/ (YAML) and images/ (SVG) loaded at first start. */
  SEED_DIR: Type.String({ default: path.join(apiRoot, 'seed') }),
  /** smtp://user:pass@host:port; empty writes each mail as an .eml file under MAIL_DIR. */
  SMTP_URL: Type.String({ default: '' }),
  MAIL_FROM: Type.String({ default: 'Storefront <no-reply@storefront.example>' }),
  MAIL_DIR: Type.String({ default: '' }),
  SUPPORT_INBOX: Type.String({ default: 'support@storefront.example' }),
  /** The storefront's public address, for the links in the mails and the catalog's preview links; empty: the first of CORS_ORIGINS. */
  STOREFRONT_URL: Type.String({ default: '' }),
  MAIL_WORKER: Type.Boolean({ default: true }),
  MAIL_POLL_INTERVAL_MS: Type.Integer({ default: 1000, minimum: 10 }),
  MAIL_RETRY_BASE_MS: Type.Integer({ default: 2000, minimum: 1 }),
  MAIL_RETRY_MAX_MS: Type.Integer({ default: 15 * 60 * 1000, minimum: 1 }),
  MAIL_MAX_ATTEMPTS: Type.Integer({ default: 10, minimum: 1 }),
  /**
   * Help request confirmations per inbox per hour, however the address is spelled (case, +tag,
   * Gmail dots); all instances; beyond it a help request to that inbox answers 429. An
   * application's confirmation is never counted nor held back.
   */
  MAIL_PER_RECIPIENT_PER_HOUR: Type.Integer({ default: 10, minimum: 1 }),
  /**
   * Help request tickets sent to SUPPORT_INBOX per hour, all instances; a ticket beyond it is
   * stored and its copy waits in the outbox until the hour has room (the visitor is not refused).
   */
  MAIL_SUPPORT_PER_HOUR: Type.Integer({ default: 200, minimum: 1 }),
  /** Help requests per client (its address as the rate limits see it, TRUST_PROXY) per hour, all instances; beyond it 429. */
  MAIL_SUPPORT_PER_CLIENT_PER_HOUR: Type.Integer({ default: 5, minimum: 1 }),
  /** Tracking codes a client (its address as the rate limits see it, TRUST_PROXY) may ask for per hour, all instances; beyond it 429. */
  TRACKING_CODES_PER_CLIENT_PER_HOUR: Type.Integer({ default: 10, minimum: 1 }),
  /** Tracking codes per hour for one reference, and for one e-mail address, whether or not they name an application; beyond it 429. */
  TRACKING_CODES_PER_TARGET_PER_HOUR: Type.Integer({ default: 3, minimum: 1 }),
  /** How long a claimed outbox row stays invisible to other workers; a crashed worker's rows come back after it. */
  MAIL_CLAIM_MS: Type.Integer({ default: 120_000, minimum: 100 }),
  /** Personal data (customers, help requests, mails) older than this many days is anonymised. */
  RETENTION_DAYS: Type.Integer({ default: 180, minimum: 1 }),
  /** How often the retention job runs (also once at start); 0 turns it off in this instance. */
  RETENTION_INTERVAL_MS: Type.Integer({ default: 60 * 60 * 1000, minimum: 0 }),
  CORS_ORIGINS: Type.String({
    // Every front end on its platform.json port, by either local name.
    default: frontEndKeys
      .flatMap((key) => [`http://localhost:${apps[key].port}`, `http://127.0.0.1:${apps[key].port}`])
      .join(','),
  }),
  RATE_LIMIT_WINDOW_MS: Type.Integer({ default: 60_000, minimum: 1 }),
  /** Requests per IP per window on read routes. */
  RATE_LIMIT_MAX: Type.Integer({ default: 600, minimum: 1 }),
  /** Requests per IP per window on write routes. */
  RATE_LIMIT_WRITE_MAX: Type.Integer({ default: 120, minimum: 1 }),
  /** Requests per IP per window on the e-mail route. */
  RATE_LIMIT_MAIL_MAX: Type.Integer({ default: 20, minimum: 1 }),
  /**
   * Rate-limit counters live in Redis when set, so several instances share them. While Redis does
   * not answer, each instance counts on its own (see plugins/app/rate-limit-store.ts).
   */
  REDIS_URL: Type.String({ default: '' }),
  /** How long a rate-limit count may wait for Redis before the instance counts on its own. */
  REDIS_TIMEOUT_MS: Type.Integer({ default: 100, minimum: 1 }),
  BODY_LIMIT: Type.Integer({ default: 64 * 1024, minimum: 1024 }),
  /**
   * Which peers may tell the client's address (X-Forwarded-For) and request id (X-Request-Id):
   * empty or `false` for none (the API is reached directly), a comma-separated list of addresses
   * or CIDR ranges of the reverse proxies, `true` for any peer, or a number of proxy hops. A hop
   * count and `true` check no address: use them only when nothing but the proxies can reach the API.
   */
  TRUST_PROXY: Type.String({ default: '' }),
  /** Most time a connection may stay silent (no byte either way) before it is closed. */
  CONNECTION_TIMEOUT_MS: Type.Integer({ default: 60_000, minimum: 1 }),
  /** Most time a client may take to send a request's headers. */
  HEADERS_TIMEOUT_MS: Type.Integer({ default: 10_000, minimum: 1 }),
  /** Most time a client may take to send a whole request, headers and body. */
  REQUEST_TIMEOUT_MS: Type.Integer({ default: 30_000, minimum: 1 }),
  /** How long an idle keep-alive connection is kept open for the client's next request. */
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ default: 72_000, minimum: 1 }),
  /** Where GET /metrics is served: a port of its own, not the public one (0 picks a free port). */
  METRICS_PORT: Type.Integer({ default: 9464, minimum: 0, maximum: 65535 }),
  METRICS_HOST: Type.String({ default: '127.0.0.1' }),
  /**
   * A create repeated within this window (a double click, a retry after a lost answer) returns the
   * first record: customers by their Idempotency-Key with the same details, applications by
   * access token + customer + location + country + type while Created. 0 turns it off.
   */
  IDEMPOTENCY_WINDOW_MS: Type.Integer({ default: 60_000, minimum: 0 }),
  /** How long an access token works after the customer create that handed it out. */
  ACCESS_TOKEN_TTL_HOURS: Type.Integer({ default: 24, minimum: 1 }),
  /**
   * The key (64 hex digits, 32 bytes) the banks' postback secrets are encrypted with in the
   * database (AES-256-GCM). Empty: no stored secret can be used, so every postback is refused.
   */
  PARTNER_SECRET_KEY: Type.String({ default: '', pattern: '^([0-9a-fA-F]{64})?$' }),
  /**
   * Development only (`npm start` sets it): at start the API writes a postback secret per bank to
   * DATA_DIR/partner-dev-secrets.json (mode 0600) and accepts them, for `npm run partner-sandbox`.
   * Never in effect when NODE_ENV=production.
   */
  PARTNER_DEV_SECRETS: Type.Boolean({ default: false }),
  /**
   * The operator console and its API (/api/operator/v1, OpenAPI at /docs) listen here, never on
   * the public PORT; keep it off the internet (docs/operations.md). 0 picks a free port.
   */
  OPERATOR_PORT: Type.Integer({ default: operatorConsole.port, minimum: 0, maximum: 65535 }),
  OPERATOR_HOST: Type.String({ default: '127.0.0.1' }),
  /**
   * Signs the console's session cookie (at least 32 characters); every instance needs the same.
   * Empty: a random one per start (sessions end when the API restarts).
   */
  OPERATOR_SESSION_SECRET: Type.String({ default: '', pattern: '^(.{32,})?$' }),
  /**
   * The key (64 hex digits, 32 bytes) the operators' TOTP secrets are encrypted with in the
   * database (AES-256-GCM). Required when NODE_ENV=production (the API refuses to start without
   * it); elsewhere empty means a public development key.
   */
  OPERATOR_TOTP_KEY: Type.String({ default: '', pattern: '^([0-9a-fA-F]{64})?$' }),
  /** The first admin, created at start when no operator exists (as Grafana and Keycloak do). */
  OPERATOR_ADMIN_EMAIL: Type.String({ default: '' }),
  OPERATOR_ADMIN_PASSWORD: Type.String({ default: '' }),
  /**
   * Signs the catalog's preview links (at least 32 characters); every instance needs the same.
   * Empty: a random one per start (preview links work on the instance that made them, until it
   * restarts).
   */
  CATALOG_PREVIEW_KEY: Type.String({ default: '', pattern: '^(.{32,})?$' }),
  /** How long a preview link works after an operator asks for it. */
  CATALOG_PREVIEW_TTL_HOURS: Type.Integer({ default: 24, minimum: 1, maximum: 24 * 30 }),
  /** The console's built files (console/dist), served on the operator listener. */
  CONSOLE_DIR: Type.String({ default: path.join(apiRoot, '..', 'console', 'dist') }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
});

type Env = Static<typeof EnvSchema>;

/** TRUST_PROXY read: none, any peer, a number of hops, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | string[];

export interface Config extends Omit<Env, 'CORS_ORIGINS' | 'TRUST_PROXY'> {
  CORS_ORIGINS: string[];
  TRUST_PROXY: TrustProxy;
  /** NODE_ENV=production: the settings a production start must have are warned about or required. */
  production: boolean;
}

const list = (value: string) => value.split(',').map((item) => item.trim()).filter(Boolean);

function trustProxy(value: string): TrustProxy {
  const setting = value.trim().toLowerCase();
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) return Number(setting);
  return list(value);
}

/** Reads and validates the environment (or the given overrides, for tests). */
export function loadConfig(env: Record<string, string | number | boolean | undefined> = process.env): Config {
  const data = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const raw = envSchema<Env>({ schema: EnvSchema, data, env: false, dotenv: false });
  if (raw.HEADERS_TIMEOUT_MS > raw.REQUEST_TIMEOUT_MS) {
    throw new Error(`HEADERS_TIMEOUT_MS (${raw.HEADERS_TIMEOUT_MS}) must not be longer than REQUEST_TIMEOUT_MS (${raw.REQUEST_TIMEOUT_MS}).`);
  }
  if (raw.DB_QUERY_TIMEOUT_MS <= raw.DB_STATEMENT_TIMEOUT_MS) {
    throw new Error(`DB_QUERY_TIMEOUT_MS (${raw.DB_QUERY_TIMEOUT_MS}) must be longer than DB_STATEMENT_TIMEOUT_MS (${raw.DB_STATEMENT_TIMEOUT_MS}).`);
  }
  if (!raw.OPERATOR_TOTP_KEY && env.NODE_ENV === 'production') {
    throw new Error('OPERATOR_TOTP_KEY must be set when NODE_ENV=production: 64 hex digits (`openssl rand -hex 32`), the key the operators\' TOTP secrets are encrypted with.');
  }
  return {
    ...raw,
    OPERATOR_TOTP_KEY: raw.OPERATOR_TOTP_KEY || developmentTotpKeyHex,
    MAIL_DIR: raw.MAIL_DIR || path.join(raw.DATA_DIR, 'mail'),
    CORS_ORIGINS: list(raw.CORS_ORIGINS),
    STOREFRONT_URL: raw.STOREFRONT_URL || list(raw.CORS_ORIGINS)[0] || `http://localhost:${apps.shell.port}`,
    TRUST_PROXY: trustProxy(raw.TRUST_PROXY),
    PARTNER_DEV_SECRETS: raw.PARTNER_DEV_SECRETS && env.NODE_ENV !== 'production',
    production: env.NODE_ENV === 'production',
  };
}
