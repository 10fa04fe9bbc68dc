/**
 * Rate limits with REDIS_URL: shared by the instances while Redis answers; while it does not (never
 * reachable, gone mid-run, or hanging), every request is still answered, at once or after at most
 * REDIS_TIMEOUT_MS, and each instance limits each client on its own until Redis answers again.
 * /health answers all along. The real Redis of the machine (127.0.0.1:6379) is reached through a
 * TCP proxy that the test takes down, makes hang and brings back.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startApp, waitFor } from '../support/helpers';
import { freePort } from '../../../shared/tooling/testing/ports';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const limit = 3;

/** A client address no other test or run has counted. */
const freshClient = () => `10.${crypto.randomInt(100, 200)}.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;

/** One client's requests to /health, taking turns between the instances; their statuses in order. */
async function alternating(instances: FastifyInstance[], requests: number, remoteAddress = freshClient()): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < requests; i++) {
    statuses.push((await instances[i % instances.length].inject({ method: 'GET', url: '/health', remoteAddress })).statusCode);
  }
  return statuses;
}

/** What `alternating` answers with two instances counting together, and counting each on its own. */
const shared = [200, 200, 200, 429, 429, 429, 429, 429];
const perInstance = [200, 200, 200, 200, 200, 200, 429, 429];

describe('REDIS_URL where nothing listens', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, RATE_LIMIT_MAX: limit });
  }, 120_000);
  afterAll(async () => app?.close());

  it('answers every request and limits each client on this instance', async () => {
    expect(await alternating([app], limit + 2)).toEqual([200, 200, 200, 429, 429]);
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
  });
});

describe('two instances sharing a Redis that goes away and comes back', () => {
  let proxy: TcpProxy;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    proxy = await startTcpProxy(new URL(redisUrl).hostname, Number(new URL(redisUrl).port || 6379));
    const config = { REDIS_URL: proxy.urlFor(redisUrl), RATE_LIMIT_MAX: limit };
    [a, b] = await Promise.all([startApp(config), startApp(config)]);
    await waitFor(async () => JSON.stringify(await alternating([a, b], shared.length)) === JSON.stringify(shared));
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await proxy?.close();
  });

  it('shares the counts while Redis answers', async () => {
    expect(await alternating([a, b], shared.length)).toEqual(shared);
  });

  it('limits each client on each instance alone while Redis is down, and /health answers', async () => {
    await proxy.stop();
    expect(await alternating([a, b], perInstance.length)).toEqual(perInstance);
    for (const app of [a, b]) expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('shares the counts again once Redis is back', async () => {
    await proxy.start();
    await waitFor(async () => JSON.stringify(await alternating([a, b], shared.length)) === JSON.stringify(shared), 15_000, 200);
  });

  it('limits each client on each instance alone while Redis hangs, and shares again when it answers', async () => {
    proxy.hang();
    try {
      expect(await alternating([a, b], perInstance.length)).toEqual(perInstance);
      for (const app of [a, b]) expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await proxy.start();
    }
    await waitFor(async () => JSON.stringify(await alternating([a, b], shared.length)) === JSON.stringify(shared), 15_000, 200);
  });
});
