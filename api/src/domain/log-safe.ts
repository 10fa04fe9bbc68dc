/**
 * What of an error may reach the log. A failed database query carries the values it was given
 * (drizzle's message says `params: sara@example.com,+971...`, PostgreSQL's `detail` says `Failing
 * row contains (...)`), and an SMTP refusal names the recipient: none of that is written. The log
 * keeps the kind of error, its code, the SQL text (placeholders only), the names of the constraint,
 * table and column, and the stack frames.
 */

const emailLike = /[^\s<>()[\]"',;:/?&=]+@[^\s<>()[\]"',;:/?&=]+/g;
const phoneLike = /\+?\d[\d\s().-]{6,}\d/g;

const digit = /\d/;

/** A message with e-mail addresses and phone-like digit runs replaced. */
export function scrubMessage(message: string): string {
  // Every request's URL comes through here, and the searches cost more than a whole log line: a
  // text without '@' cannot hold an address, one without a digit no number, so neither is searched.
  const withoutEmails = message.includes('@') ? message.replace(emailLike, '[email]') : message;
  const scrubbed = digit.test(withoutEmails) ? withoutEmails.replace(phoneLike, '[number]') : withoutEmails;
  return scrubbed.slice(0, 500);
}

type Fields = Record<string, unknown>;

const isDatabaseError = (e: Fields) => typeof e.severity === 'string' && typeof e.code === 'string';
const isFailedQuery = (e: Fields) => typeof e.query === 'string' && 'params' in e;

/** PostgreSQL's message without the values it may quote ("...: \"abc\"") nor addresses or numbers. */
const databaseMessage = (message: unknown) => scrubMessage(String(message ?? '')).replace(/"[^"]*"/g, '"…"');

const frames = (stack: unknown) =>
  typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') : undefined;

/**
 * A copy of the error fit for the log: same class (pino names it from the constructor), message
 * and fields stripped of values; the cause (drizzle wraps the PostgreSQL error) folded in as
 * `causeType`, `causeMessage` and its code and names.
 */
export function errorForLog(error: unknown): Error {
  if (!error || typeof error !== 'object') return new Error(scrubMessage(String(error)));
  const e = error as Fields & Error;
  const cause = (e.cause && typeof e.cause === 'object' ? e.cause : undefined) as (Fields & Error) | undefined;
  const safe = Object.create(Object.getPrototypeOf(e) ?? Error.prototype) as Error & Fields;
  const fields: Fields = {};
  let message: string;
  if (isFailedQuery(e)) {
    message = 'Failed query';
    fields.query = String(e.query).slice(0, 2000);
  } else if (isDatabaseError(e)) {
    message = databaseMessage(e.message);
  } else {
    message = scrubMessage(String(e.message ?? ''));
  }
  for (const source of [cause, e]) {
    if (!source) continue;
    for (const key of ['code', 'constraint', 'table', 'column', 'routine'] as const) {
      if (typeof source[key] === 'string' || typeof source[key] === 'number') fields[key] = source[key];
    }
  }
  if (cause) {
    fields.causeType = cause.constructor?.name ?? 'Error';
    fields.causeMessage = isDatabaseError(cause) ? databaseMessage(cause.message) : scrubMessage(String(cause.message ?? ''));
  }
  Object.defineProperty(safe, 'message', { value: message, enumerable: false, writable: true, configurable: true });
  Object.defineProperty(safe, 'stack', { value: `${e.name ?? 'Error'}: ${message}\n${frames(e.stack) ?? ''}`, enumerable: false, writable: true, configurable: true });
  return Object.assign(safe, fields);
}

/**
 * A request URL for the log: the path, and the query's keys with their values left out (a client
 * may put anything in a query string, an e-mail address included). '/a?email=x&page=2' ->
 * '/a?email=…&page=…'. Meant for the `req` serializer of app.ts's logger options.
 */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  let decoded = path;
  // Without an escape there is nothing to decode (and decoding is not free).
  if (path.includes('%')) {
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape: scrub the text as it came.
    }
  }
  const scrubbed = decoded === path || scrubMessage(decoded) === decoded ? scrubMessage(path) : scrubMessage(decoded);
  if (at < 0) return scrubbed;
  return `${scrubbed}?${queryKeys(url, at + 1)}`;
}

/** 'a=1&b=2' (from `start` in `url`) -> 'a=…&b=…': each key, at most 40 characters, its value left out. */
function queryKeys(url: string, start: number): string {
  let keys = '';
  while (start <= url.length) {
    let end = url.indexOf('&', start);
    if (end < 0) end = url.length;
    if (end > start) {
      const equals = url.indexOf('=', start);
      const keyEnd = equals >= 0 && equals < end ? equals : end;
      keys += `${keys ? '&' : ''}${url.slice(start, Math.min(keyEnd, start + 40))}=…`;
    }
    start = end + 1;
  }
  return keys;
}
