import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import Redis from 'ioredis';

/**
 * Rate-limit counters shared by every instance through Redis, which never make a request wait for
 * a Redis that does not answer: the instance then counts on its own (per instance, as without
 * Redis) until Redis answers again.
 *
 * - While the connection is down, a count does not try Redis at all (no offline queue, no retry
 *   of a command).
 * - A count Redis has not answered within REDIS_TIMEOUT_MS fails; after any failure the instance
 *   counts alone for `pauseMs` before asking Redis again, so a Redis that hangs costs one waiting
 *   count a second, not one per request.
 * - Every request is also counted in this instance's memory, so that the counts it falls back to
 *   already hold the window's requests it has seen.
 */

/** Redis clients for the counters: fail at once or after `timeoutMs` rather than queue or retry. */
export function countersRedis(url: string, timeoutMs: number): Redis {
  return new Redis(url, {
    commandTimeout: timeoutMs,
    connectTimeout: Math.max(1000, timeoutMs * 10),
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Reconnects in the background, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
}

/** Whether Redis may be asked now; reports its outages and returns once each. */
export class RedisLink {
  private pausedUntil = 0;
  private down = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly pauseMs = 1000,
  ) {
    redis.on('error', (error: Error) => this.failed(error));
    redis.on('ready', () => {
      this.pausedUntil = 0;
      if (!this.down) return;
      this.down = false;
      log.info('redis answers again: rate limits are shared again');
    });
  }

  usable(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.pausedUntil;
  }

  failed(error: Error | null): void {
    this.pausedUntil = Date.now() + this.pauseMs;
    if (this.down) return;
    this.down = true;
    this.log.warn({ err: error?.message }, 'redis does not answer: rate limits are counted by this instance alone');
  }
}

type Incr = FastifyRateLimitStore['incr'];
type Result = Parameters<Parameters<Incr>[1]>[1];

/** A store for @fastify/rate-limit: Redis's counts while it answers, this instance's otherwise. */
export class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly link: RedisLink,
  ) {}

  incr(key: string, callback: Parameters<Incr>[1], timeWindow: number, max: number): void {
    let own: Result;
    // The memory store answers synchronously.
    this.local.incr(key, (_error, result) => void (own = result), timeWindow, max);
    if (!this.link.usable()) return callback(null, own);
    this.shared.incr(key, (error, result) => {
      if (error || !result) {
        this.link.failed(error);
        return callback(null, own);
      }
      callback(null, result);
    }, timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.link);
  }
}

/** The store @fastify/rate-limit builds (`store` option), counting under `prefix` in Redis. */
export function fallbackStoreClass(redis: Redis, link: RedisLink, prefix: string) {
  return class SharedCounters extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, prefix), new LocalStore(continueExceeding, exponentialBackoff), link);
    }
  };
}
