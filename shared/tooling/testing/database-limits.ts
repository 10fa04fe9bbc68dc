/**
 * The API's database limits (DB_* settings, docs/operations.md) for test servers: long enough
 * that a call is never cut by a loaded 2-core machine running several suites at once, so a 503
 * in a test means what it says. The drills of the limits themselves set their own.
 */
export const patientDatabaseLimits = {
  DB_CONNECT_TIMEOUT_MS: '30000',
  DB_QUERY_TIMEOUT_MS: '60000',
  DB_STATEMENT_TIMEOUT_MS: '55000',
  DB_LOCK_TIMEOUT_MS: '30000',
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
} as const;
