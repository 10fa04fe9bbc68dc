import type Redis from 'ioredis';

/**
 * Request counters for the rate limits: fixed windows per key, the window starting with the key's
 * first request. `increment` answers the key's count in its window (this request included) and the
 * milliseconds left in it; in memory it answers at once, from Redis when Redis has.
 */
export interface Counters {
  increment(key: string, windowMs: number, done: (count: number, msLeft: number) => void): void;
  /** Counters of their own (a route with its own limit), under `prefix` in a shared store. */
  child(prefix: string): Counters;
}

/** Keys kept per set of counters; beyond that, the oldest window goes first. */
const memoryKeys = 5000;

/** This instance's counters. */
export class MemoryCounters implements Counters {
  /** In the order their windows started (a new window re-inserts its key). */
  private readonly windows = new Map<string, { count: number; start: number }>();

  increment(key: string, windowMs: number, done: (count: number, msLeft: number) => void): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.start + windowMs <= now) {
      window = { count: 0, start: now };
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > memoryKeys) this.windows.delete(this.windows.keys().next().value!);
    }
    window.count += 1;
    done(window.count, windowMs - (now - window.start));
  }

  child(): Counters {
    return new MemoryCounters();
  }
}

/** Counts and starts the window in one step: [count, milliseconds left]. */
const incrementScript = `
  local count = redis.call('INCR', KEYS[1])
  local ttl = tonumber(ARGV[1])
  if count == 1 then
    redis.call('PEXPIRE', KEYS[1], ttl)
  else
    ttl = redis.call('PTTL', KEYS[1])
  end
  return {count, ttl}
`;

type IncrementCommand = (key: string, windowMs: number, callback: (error: Error | null, result?: [number, number]) => void) => void;

/**
 * Counters shared by every instance through Redis, keyed `<prefix><client>` (the key names
 * @fastify/rate-limit used, so a rolling deploy keeps counting the same keys). When Redis does not
 * answer, the request is let through (with its whole limit left) rather than failed.
 */
export class RedisCounters implements Counters {
  private readonly command: IncrementCommand;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    if (!('storefrontRateLimit' in redis)) redis.defineCommand('storefrontRateLimit', { numberOfKeys: 1, lua: incrementScript });
    const commands = redis as unknown as { storefrontRateLimit: IncrementCommand };
    this.command = commands.storefrontRateLimit.bind(redis);
  }

  increment(key: string, windowMs: number, done: (count: number, msLeft: number) => void): void {
    this.command(this.prefix + key, windowMs, (error, result) => (error || !result ? done(0, 0) : done(result[0], result[1])));
  }

  child(prefix: string): Counters {
    return new RedisCounters(this.redis, this.prefix + prefix);
  }
}
