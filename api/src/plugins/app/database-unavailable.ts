/**
 * Whether an error says the database cannot serve right now (a refused, dropped or timed-out
 * connection, a statement that got no answer in time or that the server cut at its statement or
 * lock timeout, a server shutting down or not yet accepting connections, a call that waited too
 * long for its turn on PGlite) rather than that the request or the query is wrong. Drizzle wraps
 * the driver's error as `cause`; a connection attempt to several addresses fails with an
 * AggregateError.
 */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATE: admin or crash shutdown, cannot connect now, too many connections, statement cancelled
 * (statement_timeout), lock not available (lock_timeout), session ended idle in a transaction
 * (class 08 is checked apart).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03', '25P03']);
/**
 * What node-postgres says when a connection ends or cannot be made in time, or a statement's answer
 * does not come in time (query_timeout): these errors have no code.
 */
const connectionMessages = /Connection terminated|timeout exceeded when trying to connect|is not queryable|Connection ended|Query read timeout/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.has(code) || /^08/.test(code))) return true;
  if (typeof message === 'string' && connectionMessages.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Seconds a client is asked to wait (Retry-After) before trying again while the database is away. */
export const databaseRetryAfterSeconds = 5;
