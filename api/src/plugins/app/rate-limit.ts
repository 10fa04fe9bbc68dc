import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import Redis from 'ioredis';
import { ProblemError } from '../../domain/problem.js';
import { clientKey } from './client-key.js';
import { appendOnRequest } from './route-hooks.js';
import { MemoryCounters, RedisCounters, type Counters } from './rate-limit-counters.js';

/**
 * Every route is limited per client IP (RATE_LIMIT_MAX per window); write routes set a stricter
 * `config.rateLimit` (see `writeLimit` / `mailLimit`), counted apart for each such route. With
 * REDIS_URL the counters are shared by all instances; if Redis is unreachable requests are let
 * through rather than failed. Every limited answer says where the client stands
 * (X-RateLimit-Limit, -Remaining, -Reset in seconds); one over the limit is a 429 problem with
 * Retry-After. Not found answers are not limited (they reach no route).
 *
 * A callback hook per route, answered at once from memory: this used @fastify/rate-limit, whose
 * hook awaited three promises per request even with the in-memory store.
 */

export interface RateLimitConfig {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A limit of the route's own instead of the global one. */
    rateLimit?: RateLimitConfig;
  }
}

/** '1 minute', '45 seconds': how long until the client may try again. */
function duration(ms: number): string {
  const [value, unit] = ms < 60_000 ? [ms / 1000, 'second'] : ms < 3_600_000 ? [ms / 60_000, 'minute'] : [ms / 3_600_000, 'hour'];
  const rounded = Math.round(value);
  return `${rounded} ${unit}${rounded === 1 ? '' : 's'}`;
}

/** The onRequest hook of one limit. */
function limiter({ max, timeWindow }: RateLimitConfig, counters: Counters): onRequestHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    counters.increment(clientKey(request.ip), timeWindow, (count, msLeft) => {
      const reset = Math.ceil(msLeft / 1000);
      reply.header('x-ratelimit-limit', max);
      if (count <= max) {
        reply.header('x-ratelimit-remaining', max - count).header('x-ratelimit-reset', reset);
        return done();
      }
      reply.header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', reset).header('retry-after', reset);
      done(new ProblemError(429, 'Too Many Requests', `Rate limit of ${max} requests per ${duration(reset * 1000)} exceeded; try again later.`, 'rate-limited'));
    });
  };
}

export default fp(async (app) => {
  const { config } = app;
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error.message }, 'redis unavailable'));
  const counters: Counters = redis ? new RedisCounters(redis, 'storefront-rl:') : new MemoryCounters();
  const global = limiter({ max: config.RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW_MS }, counters);

  // Routes added after this plugin get the hook last among their onRequest hooks (after the
  // request id, security headers, CORS and country), as @fastify/rate-limit placed it.
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    const hook = own ? limiter(own, counters.child(`${route.method}${route.url}-`)) : global;
    appendOnRequest(route, hook);
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
}, { name: 'rate-limit', dependencies: ['config'] });

/** A route's `config` for a limit of its own, the window being the global one. */
const routeLimit =
  <Max extends 'RATE_LIMIT_WRITE_MAX' | 'RATE_LIMIT_MAIL_MAX'>(max: Max) =>
  (app: { config: Record<Max | 'RATE_LIMIT_WINDOW_MS', number> }) => ({
    rateLimit: { max: app.config[max], timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
  });
export const writeLimit = routeLimit('RATE_LIMIT_WRITE_MAX');
export const mailLimit = routeLimit('RATE_LIMIT_MAIL_MAX');
