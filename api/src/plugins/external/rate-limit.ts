import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import Redis from 'ioredis';
import { ProblemError } from '../../domain/problem.js';

/**
 * Every route is limited per client IP (RATE_LIMIT_MAX per window); write routes set a stricter
 * `config.rateLimit` (see `writeLimit` / `mailLimit`). With REDIS_URL the counters are shared by all
 * instances; if Redis is unreachable requests are let through rather than failed.
 */
export default fp(async (app) => {
  const { config } = app;
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error.message }, 'redis unavailable'));
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    redis,
    nameSpace: 'storefront-rl:',
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new ProblemError(429, 'Too Many Requests', `Rate limit of ${context.max} requests per ${context.after} exceeded; try again later.`, 'rate-limited'),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
}, { name: 'rate-limit', dependencies: ['config'] });

export const writeLimit = (app: { config: { RATE_LIMIT_WRITE_MAX: number; RATE_LIMIT_WINDOW_MS: number } }) => ({
  rateLimit: { max: app.config.RATE_LIMIT_WRITE_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
});
export const mailLimit = (app: { config: { RATE_LIMIT_MAIL_MAX: number; RATE_LIMIT_WINDOW_MS: number } }) => ({
  rateLimit: { max: app.config.RATE_LIMIT_MAIL_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
});
