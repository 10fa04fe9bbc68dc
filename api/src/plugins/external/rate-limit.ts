import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ProblemError } from '../app/problem-error.js';
import { countersRedis, fallbackStoreClass, RedisLink } from '../app/rate-limit-store.js';

/**
 * Rate limits through @fastify/rate-limit. Every route is limited per client (RATE_LIMIT_MAX per
 * window); write routes set a stricter `config.rateLimit` (plugins/app/rate-limit.ts), counted
 * apart for each such route. A client is its `request.ip` (TRUST_PROXY decides whether a proxy's
 * X-Forwarded-For is believed), an IPv6 client its /64. Every limited answer says where the client
 * stands (X-RateLimit-Limit, -Remaining, -Reset in seconds); one over the limit is a 429 problem
 * with Retry-After. Not-found answers reach no route and are not limited. With REDIS_URL the counts
 * are shared by every instance (plugins/app/rate-limit-store.ts says what happens when Redis fails).
 */
export default fp(async (app) => {
  const { config } = app;
  const redis = config.REDIS_URL ? countersRedis(config.REDIS_URL, config.REDIS_TIMEOUT_MS) : undefined;
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    ...(redis ? { store: fallbackStoreClass(redis, new RedisLink(redis, app.log), 'storefront-rl:') } : {}),
    errorResponseBuilder: (_request, context) =>
      new ProblemError(429, 'rate-limited', 'Too Many Requests', `Rate limit of ${context.max} requests per ${context.after} exceeded; try again later.`, 'rate-limited'),
  });
  if (redis) {
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }
}, { name: 'rate-limit', dependencies: ['config'] });
