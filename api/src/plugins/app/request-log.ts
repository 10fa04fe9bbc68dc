import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ProxyTrust } from './proxy-trust.js';

/**
 * Request ids and the request log. Fastify's logger writes one 'request completed' line per
 * request through pino (serializers and redaction in logging.ts): `reqId`, `req` (id, method,
 * scrubbed URL), `res` (status, method, route pattern) and `responseTime` in milliseconds. Every
 * answer names its request id (X-Request-Id), so a visitor or a support ticket can point at the line.
 */

/** A request id a proxy may pass on: bounded, no odd characters. */
const acceptedRequestId = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's `genReqId`: the X-Request-Id of a trusted proxy (TRUST_PROXY) when it looks like one,
 * so that one id follows the request through the proxy's log and ours; otherwise a fresh UUID. A
 * client's own id is never taken: it could forge another request's id in our log.
 */
export function requestIdFor(trust: ProxyTrust) {
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    const peer = request.socket?.remoteAddress;
    const fromProxy = peer !== undefined && trust(peer, 0);
    return fromProxy && typeof given === 'string' && acceptedRequestId.test(given) ? given : crypto.randomUUID();
  };
}

/** The `res` of a request line: status, method and the route pattern (no ids, no query). */
export function replyForLog(reply: Partial<FastifyReply> & Pick<FastifyReply, 'statusCode'>) {
  const request = reply.request;
  return {
    statusCode: reply.statusCode,
    method: request?.method,
    route: request?.routeOptions?.url ?? null,
  };
}

/**
 * Fastify's request lines, given to it as `logController`: the completion line also names the
 * request (`req`), so it can be read alone and the 'incoming request' line, which would double the
 * log's volume, is left out.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export default fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}, { name: 'request-log' });
