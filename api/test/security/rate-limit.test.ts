/**
 * The rate limits: who counts as one client, and what every limited answer tells the client (the
 * 429s at the production values are in http.test.ts; behind a proxy in trust-proxy.test.ts; with
 * Redis, shared and failing, in drills/rate-limit-redis.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { startApp } from '../support/helpers';

describe('limited answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_MAX: 5, RATE_LIMIT_WRITE_MAX: 2, RATE_LIMIT_WINDOW_MS: 60_000 });
  }, 120_000);
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

  it('counts an IPv6 client by its /64 network and an IPv4-mapped address as the IPv4 one', async () => {
    const remaining = async (remoteAddress: string) =>
      (await app.inject({ method: 'GET', url: '/health', remoteAddress })).headers['x-ratelimit-remaining'];
    // Two addresses of one /64 share a count; another /64 does not.
    expect(await remaining('2001:db8:0:1::a')).toBe('4');
    expect(await remaining('2001:db8:0:1:ffff::b')).toBe('3');
    expect(await remaining('2001:db8:0:2::a')).toBe('4');
    expect(await remaining('10.30.0.9')).toBe('4');
    expect(await remaining('::ffff:10.30.0.9')).toBe('3');
  });
});

describe('a read, a write and a mail limit of their own', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_MAX: 20, RATE_LIMIT_WRITE_MAX: 3, RATE_LIMIT_MAIL_MAX: 2 });
  }, 120_000);
  afterAll(async () => app?.close());

  it('answers 429 as a problem once a read limit is spent', async () => {
    const remoteAddress = '10.0.0.1';
    for (let i = 0; i < 20; i++) expect((await app.inject({ method: 'GET', url: '/api/banners/public', remoteAddress })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'GET', url: '/api/banners/public', remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json()).toEqual({ type: expect.any(String), title: 'Too Many Requests', status: 429, detail: expect.any(String), code: 'rate-limited' });
    expect((await app.inject({ method: 'GET', url: '/api/banners/public', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
  });

  it('limits writes more strictly than reads', async () => {
    const remoteAddress = '10.0.0.3';
    const create = () => app.inject({ method: 'POST', url: '/api/customer-profiles/public', remoteAddress, payload: { name: 'Ali', email: 'ali@example.com', mobileNumber: '+923001234567' } });
    for (let i = 0; i < 3; i++) expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(429);
  });
});
