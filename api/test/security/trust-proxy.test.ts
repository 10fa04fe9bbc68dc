/**
 * Behind a reverse proxy (TRUST_PROXY): the client's address a proxy reports in X-Forwarded-For
 * counts for the rate limits and the log, and the proxy's X-Request-Id is kept, but only from the
 * proxies the setting names. Anyone else's headers change nothing: a client cannot pick another
 * client's address (to spend its limit, or to escape its own) nor the id of its log line.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../support/helpers';
import { appWithLogs, type LogLine } from '../support/log-kit';

// Several tests start an app of their own (PGlite, migrations, seed): slow on a loaded machine.
jest.setTimeout(120_000);

type Line = LogLine & { ip?: string; status?: number };

async function appBehind(trustProxy: string) {
  const { app, lines } = await appWithLogs({ TRUST_PROXY: trustProxy, RATE_LIMIT_MAX: 3 });
  return { app, lines: () => lines<Line>() };
}

const get = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/health', remoteAddress, headers });

const statuses = async (requests: Promise<{ statusCode: number }>[]) => (await Promise.all(requests)).map((r) => r.statusCode);

describe('TRUST_PROXY off (the default)', () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await appBehind('')), 120_000);
  afterAll(async () => app?.close());

  it('counts a client by its own address, whatever X-Forwarded-For it sends', async () => {
    const sent = [];
    for (let i = 0; i < 4; i++) sent.push(await get(app, '198.51.100.7', { 'x-forwarded-for': `203.0.113.${i}` }));
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
  });

  it("replaces the client's X-Request-Id with an id of its own", async () => {
    const res = await get(app, '198.51.100.8', { 'x-request-id': 'chosen-by-client-1' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('TRUST_PROXY naming the proxies (addresses and ranges)', () => {
  let app: FastifyInstance;
  let lines: () => Line[];
  const proxy = '10.0.3.5';
  beforeAll(async () => ({ app, lines } = await appBehind('192.0.2.1, 10.0.0.0/16')), 120_000);
  afterAll(async () => app?.close());

  it('counts each client the proxy reports apart, and a client over its limit does not spend the others\'', async () => {
    const first = [];
    for (let i = 0; i < 4; i++) first.push(await get(app, proxy, { 'x-forwarded-for': '203.0.113.10' }));
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(await statuses([get(app, proxy, { 'x-forwarded-for': '203.0.113.11' })])).toEqual([200]);
    // Through two proxies: the address the outer one (192.0.2.1, trusted too) received the request from.
    expect(await statuses([get(app, proxy, { 'x-forwarded-for': '203.0.113.12, 192.0.2.1' })])).toEqual([200]);
    // The refusal's log line names the client the limit counted, not the proxy.
    const refused = lines().filter((line) => line.msg === 'request refused' && line.status === 429);
    expect(refused.map((line) => line.ip)).toEqual(['203.0.113.10']);
  });

  it('believes no X-Forwarded-For from a peer that is not one of the proxies', async () => {
    const sent = [];
    for (let i = 0; i < 4; i++) sent.push(await get(app, '198.51.100.20', { 'x-forwarded-for': `203.0.113.${100 + i}` }));
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    // Nor one that only claims, in X-Forwarded-For, to have passed a proxy.
    expect(await statuses([get(app, '198.51.100.21', { 'x-forwarded-for': '203.0.113.200, 10.0.3.5' })])).toEqual([200]);
  });

  it("keeps the proxy's X-Request-Id in the answer and the log, and nobody else's", async () => {
    const viaProxy = await get(app, proxy, { 'x-forwarded-for': '203.0.113.30', 'x-request-id': 'edge-7f3a9c01' });
    expect(viaProxy.headers['x-request-id']).toBe('edge-7f3a9c01');
    expect(lines().some((line) => line.msg === 'request completed' && line.reqId === 'edge-7f3a9c01')).toBe(true);
    // Not well formed (spaces, a NUL, too short): replaced even from the proxy.
    for (const odd of ['a b\u0000c', 'short']) {
      expect((await get(app, proxy, { 'x-forwarded-for': '203.0.113.31', 'x-request-id': odd })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const direct = await get(app, '198.51.100.30', { 'x-request-id': 'edge-forged-0001' });
    expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines().some((line) => line.reqId === 'edge-forged-0001')).toBe(false);
  });
});

describe('TRUST_PROXY as a hop count or true', () => {
  it('with 1, believes the last address X-Forwarded-For names, from any peer', async () => {
    const { app } = await appBehind('1');
    try {
      const sent = [];
      for (let i = 0; i < 4; i++) sent.push(await get(app, '10.9.9.9', { 'x-forwarded-for': `198.51.100.1, 203.0.113.${i}` }));
      expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const same = [];
      for (let i = 0; i < 4; i++) same.push(await get(app, `10.9.9.${i}`, { 'x-forwarded-for': '203.0.113.50' }));
      expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('with true, believes every address X-Forwarded-For names and takes the first', async () => {
    const { app } = await appBehind('true');
    try {
      const same = [];
      for (let i = 0; i < 4; i++) same.push(await get(app, `10.8.8.${i}`, { 'x-forwarded-for': `203.0.113.60, 10.7.0.${i}` }));
      expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a setting that names no address', async () => {
    await expect(buildApp(testConfig({ TRUST_PROXY: '10.0.0.0/8, not-an-address' }))).rejects.toThrow(/not-an-address/);
  });
});
