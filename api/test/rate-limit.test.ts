/**
 * The rate limits' parts: how a client is keyed, how a window counts, and what every limited
 * answer tells the client (the 429s themselves are in safety.test.ts and security-http.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { clientKey } from '../src/plugins/app/client-key';
import { MemoryCounters } from '../src/plugins/app/rate-limit-counters';
import { startApp } from './helpers';

describe('clientKey', () => {
  it('keys IPv4 clients by address and IPv6 clients by their /64, spelled as RFC 5952 says', () => {
    const keys = Object.fromEntries(
      ['10.20.0.1', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '2001:DB8:0:0:1::1', '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
        '1:0:0:1:0:0:0:1', '2001:db8:0:1:1:1:1:1', '0:0:1:0:0:0:0:0', 'fe80::1%eth0', '64:ff9b::1.2.3.4'].map((ip) => [ip, clientKey(ip)]),
    );
    expect(keys).toEqual({
      '10.20.0.1': '10.20.0.1',
      '::1': '::',
      '::ffff:127.0.0.1': '127.0.0.1',
      '::ffff:7f00:1': '127.0.0.1',
      '2001:DB8:0:0:1::1': '2001:db8::',
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334': '2001:db8:85a3::',
      '1:0:0:1:0:0:0:1': '1:0:0:1::',
      '2001:db8:0:1:1:1:1:1': '2001:db8:0:1::',
      '0:0:1:0:0:0:0:0': '0:0:1::',
      'fe80::1%eth0': 'fe80::',
      '64:ff9b::1.2.3.4': '64:ff9b::',
    });
    // Two addresses of one /64 share their counters; another /64 does not.
    expect(clientKey('2001:db8:0:1::a')).toBe(clientKey('2001:db8:0:1:ffff::b'));
    expect(clientKey('2001:db8:0:2::a')).not.toBe(clientKey('2001:db8:0:1::a'));
  });
});

describe('MemoryCounters', () => {
  afterEach(() => jest.useRealTimers());

  it('counts per key within a window that starts with the first request, then starts again', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const counters = new MemoryCounters();
    const answers: [string, number, number][] = [];
    const count = (key: string) => counters.increment(key, 60_000, (n, msLeft) => answers.push([key, n, msLeft]));
    count('a');
    jest.advanceTimersByTime(20_000);
    count('a');
    count('b');
    jest.advanceTimersByTime(40_000);
    count('a');
    count('b');
    expect(answers).toEqual([['a', 1, 60_000], ['a', 2, 40_000], ['b', 1, 60_000], ['a', 1, 60_000], ['b', 2, 20_000]]);
  });
});

describe('limited answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_MAX: 5, RATE_LIMIT_WRITE_MAX: 2, RATE_LIMIT_WINDOW_MS: 60_000 });
  });
  afterAll(async () => app?.close());

  it('say where the client stands: limit, requests left and seconds until the window ends', async () => {
    const remoteAddress = '10.30.0.1';
    const res = await app.inject({ method: 'GET', url: '/health', remoteAddress });
    expect(res.statusCode).toBe(200);
    expect([res.headers['x-ratelimit-limit'], res.headers['x-ratelimit-remaining'], res.headers['x-ratelimit-reset']]).toEqual(['5', '4', '60']);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('count a route with its own limit apart from the others, and the read limit for all the rest', async () => {
    const remoteAddress = '10.30.0.2';
    const create = () => app.inject({ method: 'POST', url: '/api/customer-profiles/public', remoteAddress, payload: { name: 'Ali', email: 'ali@example.com', mobileNumber: '+923001234567' } });
    const read = (url: string) => app.inject({ method: 'GET', url, remoteAddress });
    expect((await create()).headers['x-ratelimit-remaining']).toBe('1');
    expect((await create()).headers['x-ratelimit-remaining']).toBe('0');
    const refused = await create();
    expect(refused.statusCode).toBe(429);
    // The seconds left in the window (a loaded machine may take a second or two to get here).
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-reset']).toBe(String(retryAfter));
    expect(refused.json().detail).toBe(`Rate limit of 2 requests per ${retryAfter === 60 ? '1 minute' : `${retryAfter} seconds`} exceeded; try again later.`);
    // Reads of any route share one count, untouched by the writes.
    expect((await read('/health')).headers['x-ratelimit-remaining']).toBe('4');
    expect((await read('/api/banners/public')).headers['x-ratelimit-remaining']).toBe('3');
    // An unknown path reaches no route: not limited.
    const unknown = await read('/no/such/path');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
