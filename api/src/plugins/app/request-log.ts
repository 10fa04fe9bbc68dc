import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';
import { urlForLog } from '../../domain/log-safe.js';

/**
 * Request logs: one JSON line per request, 'request completed', written to the app logger's
 * destination when the answer has been sent. It carries `reqId`, `req` ({id, method, url}, the URL
 * scrubbed as by the serializer of logging.ts), `res` ({statusCode, method, route}) and `responseTime` (latency in
 * milliseconds), so that it can be aggregated alone. Fastify's own 'incoming request' line is not
 * written: it doubled the logging cost of every request and said nothing the completion line does
 * not. This module also makes the id useful across instances and to a visitor. Bodies are never
 * logged (logging.ts redacts the personal fields that other lines might carry).
 */

/** A proxy's X-Request-Id when it looks like one (bounded, no odd characters); otherwise a UUID. */
const acceptedRequestId = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptedRequestId.test(given) ? given : crypto.randomUUID();
}

/** The `res` of 'request completed' (beside `responseTime`): status, method and the route pattern (no ids, no query). */
export function replyForLog(reply: Partial<FastifyReply> & Pick<FastifyReply, 'statusCode'>) {
  const request = reply.request;
  return {
    statusCode: reply.statusCode,
    method: request?.method,
    route: request?.routeOptions?.url ?? null,
  };
}

/**
 * Fastify's request log lines, one per request: the completion line also names the request
 * (`req`), so the 'incoming request' line is left out. Given to Fastify as `logController`.
 *
 * The completion line is made of the `req` and `res` serializers' output (id, method, scrubbed URL,
 * status, route pattern) and the latency: nothing the redaction paths could match, and every
 * field's shape is known. It is put together by `completionLine`, not by pino's generic path, which
 * walks the object key by key, runs the serializers and stringifies each value: a CPU profile of
 * `npm run bench:api` put that at about a tenth of a request's CPU. Every other line, this one's
 * error variant included, goes through the redacting loggers.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    // The request's level (a route may set its own) decides, as it would for reply.log.info.
    const parts = pinoParts(request.server.log);
    if (parts.levels.values[reply.log.level] > infoLevel) return;
    parts.stream.write(completionLine(parts, request, reply));
  }
}

const infoLevel = 30;

/** What a pino logger makes its lines of, under pino's exported symbols (`pino.symbols`). */
interface PinoParts {
  levels: { values: Record<string, number> };
  /** By level number, the line's start: `{"level":30`. */
  lsCache: Record<number, string>;
  /** The timestamp field: `,"time":1700000000000`. */
  time(): string;
  /** The logger's bindings: `,"pid":1,"hostname":"api"`. */
  chindings: string;
  messageKey: string;
  /** The line's end: `}` and a newline. */
  end: string;
  stream: { write(line: string): unknown };
}

/** Per logger, read once: only the timestamp changes from line to line. */
const partsByLogger = new WeakMap<FastifyBaseLogger, PinoParts>();

function pinoParts(logger: FastifyBaseLogger): PinoParts {
  let parts = partsByLogger.get(logger);
  if (!parts) partsByLogger.set(logger, (parts = readPinoParts(logger)));
  return parts;
}

function readPinoParts(logger: FastifyBaseLogger): PinoParts {
  const { lsCacheSym, timeSym, chindingsSym, messageKeySym, endSym, streamSym } = pino.symbols;
  const internals = logger as unknown as Record<symbol, never> & { levels: PinoParts['levels'] };
  return {
    levels: internals.levels,
    lsCache: internals[lsCacheSym],
    time: () => (internals[timeSym] as () => string).call(logger),
    chindings: internals[chindingsSym],
    messageKey: internals[messageKeySym],
    end: internals[endSym],
    stream: internals[streamSym],
  };
}

/**
 * The 'request completed' line, as pino writes `logger.info({ reqId, req, res, responseTime },
 * 'request completed')` with the serializers of logging.ts: the logger's level prefix and
 * timestamp, its bindings (pid, hostname), then the fields, the message and the line end, every
 * string JSON-escaped (`res` from `replyForLog`, as the serializer makes it). request-log.test.ts compares it with the
 * line pino writes.
 */
function completionLine(parts: PinoParts, request: FastifyRequest, reply: FastifyReply): string {
  const id = JSON.stringify(request.id);
  const method = JSON.stringify(request.method);
  const res = replyForLog(reply);
  return (
    `${parts.lsCache[infoLevel]}${parts.time()}${parts.chindings},"reqId":${id}` +
    `,"req":{"id":${id},"method":${method},"url":${JSON.stringify(urlForLog(request.url))}}` +
    `,"res":{"statusCode":${res.statusCode},"method":${method},"route":${JSON.stringify(res.route)}}` +
    `,"responseTime":${reply.elapsedTime},${JSON.stringify(parts.messageKey)}:"request completed"${parts.end}`
  );
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger (`request.log`, `reply.log`), made when first used. Fastify gives every
 * request a pino child logger that binds its reqId, and making one costs about as much as writing
 * a line (pino copies its formatters and runs the redaction over the binding), yet most requests
 * never log through it: their one line is written by RequestLogController. Given to Fastify as
 * `childLoggerFactory` (see `requestLogger`).
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]) { this.log('fatal', args); }
  error(...args: unknown[]) { this.log('error', args); }
  warn(...args: unknown[]) { this.log('warn', args); }
  info(...args: unknown[]) { this.log('info', args); }
  debug(...args: unknown[]) { this.log('debug', args); }
  trace(...args: unknown[]) { this.log('trace', args); }
  silent(...args: unknown[]) { this.log('silent', args); }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private log(level: LevelName, args: unknown[]): void {
    (this.logger[level] as (...args: unknown[]) => void).apply(this.logger, args);
  }
}

/** Fastify's `childLoggerFactory`: request loggers made on first use. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}

/** Every answer names its request id, so a visitor or a support ticket can point at the log line. */
export default fp(async (app) => {
  // A callback hook: an async one costs a promise and a microtask on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}, { name: 'request-log' });
