import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

/**
 * Request logs: one JSON line per request, 'request completed', written through pino when the
 * answer has been sent. It carries `reqId`, `req` ({id, method, url}, the URL scrubbed by the
 * serializer of logging.ts), `res` ({statusCode, method, route}) and `responseTime` (latency in
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
 * status, route pattern) and the latency: nothing the redaction paths could match. pino's
 * redaction still searched every field of it, at several times the cost of the rest of the line,
 * so the line goes through a child logger without redaction, with the request id as a field of
 * its own (where the request's child logger would have put it). Every other line, this one's
 * error variant included, goes through the redacting loggers.
 */
export class RequestLogController extends LogController {
  /** Per app logger, the line loggers by level (a route may log at its own level). */
  private readonly lineLoggers = new WeakMap<FastifyBaseLogger, Map<string, FastifyBaseLogger>>();

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    this.lineLogger(request.server.log, reply.log.level)
      .info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  private lineLogger(logger: FastifyBaseLogger, level: string): FastifyBaseLogger {
    let byLevel = this.lineLoggers.get(logger);
    if (!byLevel) this.lineLoggers.set(logger, (byLevel = new Map()));
    let lines = byLevel.get(level);
    if (!lines) byLevel.set(level, (lines = logger.child({}, { redact: [], level })));
    return lines;
  }
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
