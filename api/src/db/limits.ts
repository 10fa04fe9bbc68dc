import type { PoolConfig } from 'pg';
import type { Config } from '../config.js';

/** How long each wait for the database may last, in milliseconds (the DB_* settings). */
export interface DatabaseLimits {
  /** PostgreSQL: a new connection, or a free one of the pool. */
  connectTimeoutMs: number;
  /** PostgreSQL: a statement's answer, on the client's side. PGlite: a call's turn on the one connection. */
  queryTimeoutMs: number;
  /** PostgreSQL, on the server: a statement's run (statement_timeout). */
  statementTimeoutMs: number;
  /** PostgreSQL, on the server: a wait for a lock (lock_timeout). */
  lockTimeoutMs: number;
  /** PostgreSQL, on the server: a transaction left without a statement (idle_in_transaction_session_timeout). */
  idleInTransactionTimeoutMs: number;
  /** PostgreSQL: a connection's idle time before TCP keep-alive probes. */
  keepAliveDelayMs: number;
  /** PostgreSQL: an unused pooled connection's life. */
  idleTimeoutMs: number;
}

/** The limits of ordinary calls, and the larger ones of the start-up's migrations and catalog load. */
export interface DatabaseAllowances {
  serving: DatabaseLimits;
  startUp: DatabaseLimits;
}

type LimitSettings = Pick<Config,
  | 'DB_CONNECT_TIMEOUT_MS' | 'DB_QUERY_TIMEOUT_MS' | 'DB_STATEMENT_TIMEOUT_MS' | 'DB_LOCK_TIMEOUT_MS'
  | 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS' | 'DB_KEEPALIVE_DELAY_MS' | 'DB_IDLE_TIMEOUT_MS' | 'DB_STARTUP_TIMEOUT_MS'>;

export function databaseAllowances(config: LimitSettings): DatabaseAllowances {
  const serving: DatabaseLimits = {
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.DB_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    keepAliveDelayMs: config.DB_KEEPALIVE_DELAY_MS,
    idleTimeoutMs: config.DB_IDLE_TIMEOUT_MS,
  };
  const startUp = config.DB_STARTUP_TIMEOUT_MS;
  return {
    serving,
    startUp: {
      ...serving,
      // The client keeps waiting a little past the server's own limit, as in serving.
      queryTimeoutMs: startUp + (serving.queryTimeoutMs - serving.statementTimeoutMs),
      statementTimeoutMs: startUp,
      lockTimeoutMs: startUp,
      idleInTransactionTimeoutMs: startUp,
    },
  };
}

/** node-postgres pool settings that bound every wait by `limits`. */
export function poolLimits(limits: DatabaseLimits): PoolConfig {
  return {
    connectionTimeoutMillis: limits.connectTimeoutMs,
    query_timeout: limits.queryTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: limits.keepAliveDelayMs,
    idleTimeoutMillis: limits.idleTimeoutMs,
  };
}
