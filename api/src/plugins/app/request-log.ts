import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

/**
 * Request logs. Fastify already writes two JSON lines per request through pino, both carrying
 * `reqId`: 'incoming request' ({req: {id, method, url}}) and 'request completed'
 * ({res: {...}, responseTime}), `responseTime` being the latency in milliseconds. This module
 * makes the id useful across instances and to a visitor, and puts the route and status on the
 * completion line so that it can be aggregated alone. Bodies are never logged (app.ts redacts the
 * personal fields that other lines might carry).
 */

/** A proxy's X-Request-Id when it looks like one (bounded, no odd characters); otherwise a UUID. */
const acceptedRequestId = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptedRequestId.test(given) ? given : crypto.randomUUID();
}

/** The `res` of 'request completed' (beside Fastify's `responseTime`): status, method and the route pattern (no ids, no query). */
export function replyForLog(reply: Partial<FastifyReply> & Pick<FastifyReply, 'statusCode'>) {
  const request = reply.request;
  return {
    statusCode: reply.statusCode,
    method: request?.method,
    route: request?.routeOptions?.url ?? null,
  };
}

/** Every answer names its request id, so a visitor or a support ticket can point at the log line. */
export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}, { name: 'request-log' });
