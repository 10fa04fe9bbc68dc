/**
 * HTTP-level protections of the API: security headers and a CSP on every kind of answer (helmet's
 * document set on the docs pages),
 * also over a real socket; CORS refusing foreign origins on preflights and on simple requests;
 * and the rate limits at their normal (default) values answering 429 as problem+json
 * (rate-limit.test.ts shows the limits with small test values).
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config';
import { serverOptions } from '../../src/plugins/app/error-handler';
import { buildTestApp, rowCounts, startApp, testConfig } from '../support/helpers';

const problem = (status: number) => ({ type: expect.any(String), title: expect.any(String), status, detail: expect.any(String), code: expect.any(String) });

/** The security headers every API answer carries (OWASP's set for a REST API, and a CSP that allows nothing). */
const apiHeaders = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
/** helmet's headers for HTML documents, which the API docs pages (and only they) carry. */
const documentHeaders = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data: validator.swagger.io;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const expectHeaders = (expected: Record<string, string>, name: string, headers: Record<string, unknown>) => {
  const sent = Object.fromEntries(Object.keys(expected).map((header) => [header, headers[header]]));
  expect({ name, headers: sent }).toEqual({ name, headers: expected });
};
const documentOnly = Object.keys(documentHeaders).filter((header) => !(header in apiHeaders));

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(testConfig(), serverOptions);
    await app.ready();
  }, 120_000);
  afterAll(async () => app?.close());

  const directives = (csp: unknown) =>
    Object.fromEntries(String(csp).split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));

  it('sets security headers and lets the storefront embed images', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('answers data and errors with a CSP that allows nothing, nosniff, no framing, no referrer and no X-Powered-By', async () => {
    const answers = {
      data: await app.inject({ method: 'GET', url: '/api/banners/public', headers: { 'x-country-key': 'AE' } }),
      validationError: await app.inject({ method: 'GET', url: '/api/questions/public?productType=Mortgage' }),
      notFound: await app.inject({ method: 'GET', url: '/api/nothing' }),
      notFoundUnderDocs: await app.inject({ method: 'GET', url: '/docsx' }),
      unknownCountry: await app.inject({ method: 'GET', url: '/api/banners/public', headers: { 'x-country-key': 'FR' } }),
      tooLarge: await app.inject({ method: 'POST', url: '/api/customer-profiles/public', headers: { 'content-type': 'application/json' }, payload: `{"name":"${'x'.repeat(70_000)}"}` }),
    };
    for (const [name, res] of Object.entries(answers)) {
      const csp = directives(res.headers['content-security-policy']);
      expect({ name, defaultSrc: csp['default-src'], frameAncestors: csp['frame-ancestors'] }).toEqual({ name, defaultSrc: ["'none'"], frameAncestors: ["'none'"] });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers.server).toBeUndefined();
      // The document-only headers (old browsers' page features) are not sent with data.
      expect({ name, sent: documentOnly.filter((header) => header in res.headers) }).toEqual({ name, sent: [] });
    }
    expect(answers.tooLarge.statusCode).toBe(413);
  });

  it("serves the docs pages with helmet's headers for documents: scripts and styles from the API only, no foreign framing", async () => {
    const pages = {
      ui: await app.inject({ method: 'GET', url: '/docs' }),
      index: await app.inject({ method: 'GET', url: '/docs/static/index.html' }),
      openapi: await app.inject({ method: 'GET', url: '/docs/json' }),
    };
    for (const [name, res] of Object.entries(pages)) {
      expect({ name, status: res.statusCode < 400 }).toEqual({ name, status: true });
      expectHeaders(documentHeaders, name, res.headers);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
    }
  });

  it('sends every security header, with the same values, on every kind of answer', async () => {
    const preflight = (origin: string) => ({ 'access-control-request-method': 'POST', origin });
    const answers = {
      data: await app.inject({ method: 'GET', url: '/api/banners/public', headers: { 'x-country-key': 'AE' } }),
      health: await app.inject({ method: 'GET', url: '/health' }),
      healthHead: await app.inject({ method: 'HEAD', url: '/health' }),
      // Served on a port of its own (operations/metrics-port.test.ts), not here.
      metricsNotHere: await app.inject({ method: 'GET', url: '/metrics' }),
      notFound: await app.inject({ method: 'GET', url: '/api/nothing' }),
      validationError: await app.inject({ method: 'GET', url: '/api/questions/public?productType=Mortgage' }),
      unknownCountry: await app.inject({ method: 'GET', url: '/api/banners/public', headers: { 'x-country-key': 'FR' } }),
      badJson: await app.inject({ method: 'POST', url: '/api/customer-profiles/public', headers: { 'content-type': 'application/json' }, payload: '{"name":' }),
      tooLarge: await app.inject({ method: 'POST', url: '/api/customer-profiles/public', headers: { 'content-type': 'application/json' }, payload: `{"name":"${'x'.repeat(70_000)}"}` }),
      preflight: await app.inject({ method: 'OPTIONS', url: '/api/customer-profiles/public', headers: preflight('http://localhost:3000') }),
      refusedPreflight: await app.inject({ method: 'OPTIONS', url: '/api/customer-profiles/public', headers: preflight('https://evil.example') }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.statusCode]))).toEqual({
      data: 200, health: 200, healthHead: 200, metricsNotHere: 404, notFound: 404, validationError: 400, unknownCountry: 400,
      badJson: 400, tooLarge: 413, preflight: 204, refusedPreflight: 403,
    });
    for (const [name, res] of Object.entries(answers)) expectHeaders(apiHeaders, name, res.headers);
  });

  it('serves SVG images with a CSP that runs no script', async () => {
    const features = (await app.inject({ method: 'GET', url: '/api/productFeatures/public' })).json();
    for (const url of [`/api/images/public/${features[0].imageUrl}`, '/api/products/public/image/1301']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a malformed URL and a path parameter over its length as problems with nosniff', async () => {
    for (const [url, status] of [['/api/images/public/%E0%A4%A', 400], [`/api/applications/public/${'9'.repeat(200)}`, 414]] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.json()).toEqual(problem(status));
    }
  });

  it('sends the same headers over a real socket, and answers broken HTTP with a problem', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/banners/public`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(apiHeaders['content-security-policy']);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();

    // Bytes that are not HTTP never reach a route: the connection still gets a problem+json answer.
    const raw = async (request: string) => new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
      socket.setTimeout(5000, () => socket.destroy());
    });
    for (const request of [
      'GET /api/banners/public HTTP/1.1\r\nHost: x\r\nX-Country-Key: A\u0000E\r\n\r\n',
      'GET /api/banners/public HTTP/1.1\r\nHost: x\r\nBad Header Name: y\r\n\r\n',
      'POST /api/customer-profiles/public HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      `GET /api/banners/public HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`,
      'NOT HTTP AT ALL\r\n\r\n',
    ]) {
      const answer = await raw(request);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 4(00|31) /);
      expect(head).toMatch(/content-type: application\/problem\+json/i);
      expect(JSON.parse(body)).toEqual({ type: 'about:blank', title: expect.any(String), status: expect.any(Number), detail: expect.any(String), code: 'request.refused' });
    }
  });
});

describe('CORS', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  }, 120_000);
  afterAll(async () => app?.close());

  const preflight = (origin: string | undefined, method = 'POST', requestHeaders = 'content-type,x-country-key') =>
    app.inject({
      method: 'OPTIONS', url: '/api/customer-profiles/public',
      headers: { ...(origin ? { origin } : {}), 'access-control-request-method': method, 'access-control-request-headers': requestHeaders },
    });
  const noCors = (headers: Record<string, unknown>) => {
    for (const name of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-allow-credentials']) {
      expect(headers[name]).toBeUndefined();
    }
  };

  it('gives CORS headers to the storefront origins only', async () => {
    const preflight = (origin: string) => app.inject({ method: 'OPTIONS', url: '/api/customer-profiles/public', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-country-key' } });
    const ok = await preflight('http://localhost:3000');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('x-country-key');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const get = await app.inject({ method: 'GET', url: '/api/banners/public', headers: { origin: 'https://evil.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a preflight from a foreign origin with a 403 problem and no CORS header', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example', 'http://evil.localhost:3000', 'http://localhost:30000', 'https://localhost:3000', 'http://LOCALHOST:3000 ']) {
      const res = await preflight(origin);
      expect({ origin, status: res.statusCode }).toEqual({ origin, status: 403 });
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toEqual(problem(403));
      noCors(res.headers);
    }
  });

  it('refuses an OPTIONS request that is no preflight with a 400 problem', async () => {
    for (const res of [
      await app.inject({ method: 'OPTIONS', url: '/api/banners/public' }),
      await app.inject({ method: 'OPTIONS', url: '/api/banners/public', headers: { origin: 'http://localhost:3000' } }),
      await preflight(undefined),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(problem(400));
      noCors(res.headers);
    }
  });

  it('grants the storefront only its methods and headers, and never credentials', async () => {
    const ok = await preflight('http://localhost:3001', 'DELETE', 'authorization,x-evil');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(ok.headers['access-control-allow-methods']).split(',').map((m) => m.trim()).sort()).toEqual(['GET', 'OPTIONS', 'POST', 'PUT']);
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).not.toMatch(/authorization|x-evil/);
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('names an allowed origin on its simple requests, and every answer varies with Origin', async () => {
    const allowed = await app.inject({ method: 'GET', url: '/api/banners/public', headers: { origin: 'http://127.0.0.1:3004' } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3004');
    expect(String(allowed.headers.vary).split(', ')).toContain('Origin');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const none = await app.inject({ method: 'GET', url: '/api/banners/public' });
    noCors(none.headers);
    expect(String(none.headers.vary).split(', ')).toContain('Origin');
    // An allowed preflight is answered before rate limits and routes, to any path, with an empty body.
    const anyPath = await app.inject({ method: 'OPTIONS', url: '/no/such/path', headers: { origin: 'http://localhost:3002', 'access-control-request-method': 'GET' } });
    expect(anyPath.statusCode).toBe(204);
    expect(anyPath.body).toBe('');
    expect(anyPath.headers['content-length']).toBe('0');
    expect(anyPath.headers['access-control-max-age']).toBe('600');
    expect(anyPath.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('gives no CORS header to a simple request from a foreign origin, and a simple write changes nothing', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/banners/public', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
    noCors(read.headers);
    expect(String(read.headers.vary)).toMatch(/origin/i);

    // What a page elsewhere can send without a preflight (a form post, a text/plain fetch) is refused.
    const before = await rowCounts(app);
    const customer = JSON.stringify({ name: 'Sara Ahmed', email: 'csrf@example.com', mobileNumber: '+971501234567' });
    for (const [type, payload, status] of [
      ['text/plain', customer, 400],
      ['application/x-www-form-urlencoded', 'name=Sara&email=csrf%40example.com&mobileNumber=%2B971501234567', 415],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nSara\r\n--x--', 415],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/customer-profiles/public', headers: { origin: 'https://evil.example', 'content-type': type }, payload });
      expect({ type, status: res.statusCode }).toEqual({ type, status });
      expect(res.json()).toEqual(problem(status));
      noCors(res.headers);
    }
    expect(await rowCounts(app)).toEqual(before);
  });
});

describe('rate limits at their normal values', () => {
  let app: FastifyInstance;
  const defaults = loadConfig({});
  beforeAll(async () => {
    // testConfig raises the limits for other tests; here they are set back to what production runs with.
    app = await startApp({
      RATE_LIMIT_MAX: defaults.RATE_LIMIT_MAX, RATE_LIMIT_WRITE_MAX: defaults.RATE_LIMIT_WRITE_MAX, RATE_LIMIT_MAIL_MAX: defaults.RATE_LIMIT_MAIL_MAX,
      RATE_LIMIT_WINDOW_MS: defaults.RATE_LIMIT_WINDOW_MS, MAIL_PER_RECIPIENT_PER_HOUR: defaults.MAIL_PER_RECIPIENT_PER_HOUR,
    });
  }, 120_000);
  afterAll(async () => app?.close());

  const expect429 = (res: Awaited<ReturnType<FastifyInstance['inject']>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toEqual({ type: 'https://storefront.example/problems/rate-limited', title: 'Too Many Requests', status: 429, detail: expect.any(String), code: 'rate-limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    expectHeaders(apiHeaders, '429', res.headers);
  };

  it(`has production limits of ${defaults.RATE_LIMIT_MAX} reads, ${defaults.RATE_LIMIT_WRITE_MAX} writes and ${defaults.RATE_LIMIT_MAIL_MAX} mails a minute per client`, () => {
    expect([defaults.RATE_LIMIT_MAX, defaults.RATE_LIMIT_WRITE_MAX, defaults.RATE_LIMIT_MAIL_MAX, defaults.RATE_LIMIT_WINDOW_MS]).toEqual([600, 120, 20, 60_000]);
  });

  it('answers the mail over the limit with 429 and queues nothing', async () => {
    const remoteAddress = '10.20.0.1';
    const mail = (i: number) => app.inject({ method: 'POST', url: '/api/email/public', remoteAddress, payload: { to: `limit${i}@example.com`, containImages: false, subject: 'Help & Support Request Received', body: 'x', name: 'Amina Khan', message: `Request ${i}` } });
    for (let i = 0; i < defaults.RATE_LIMIT_MAIL_MAX; i++) expect((await mail(i)).statusCode).toBe(202);
    const before = await rowCounts(app);
    expect429(await mail(999));
    expect(await rowCounts(app)).toEqual(before);
    // Another client is not affected.
    expect((await app.inject({ method: 'POST', url: '/api/email/public', remoteAddress: '10.20.0.2', payload: { to: 'other@example.com', containImages: false, subject: 'Help & Support Request Received', body: 'x', name: 'Amina Khan', message: 'Hi' } })).statusCode).toBe(202);
  });

  it('answers the write over the limit with 429', async () => {
    const remoteAddress = '10.20.0.3';
    const create = (i: number) => app.inject({ method: 'POST', url: '/api/customer-profiles/public', remoteAddress, payload: { name: 'Limit Test', email: `writes${i}@example.com`, mobileNumber: '+923001234567' } });
    for (let i = 0; i < defaults.RATE_LIMIT_WRITE_MAX; i++) expect((await create(i)).statusCode).toBe(201);
    const before = await rowCounts(app);
    expect429(await create(999));
    expect(await rowCounts(app)).toEqual(before);
  });

  it('answers the read over the limit with 429, and the client-error report too', async () => {
    const remoteAddress = '10.20.0.4';
    for (let i = 0; i < defaults.RATE_LIMIT_MAX; i++) expect((await app.inject({ method: 'GET', url: '/health', remoteAddress })).statusCode).toBe(200);
    expect429(await app.inject({ method: 'GET', url: '/api/banners/public', remoteAddress }));

    const report = { remote: 'mfe_support', module: 'HelpAndSupportPage', message: 'Loading chunk failed', url: 'http://localhost:3000/' };
    for (let i = 0; i < defaults.RATE_LIMIT_MAIL_MAX; i++) expect((await app.inject({ method: 'POST', url: '/api/client-errors/public', remoteAddress: '10.20.0.5', payload: report })).statusCode).toBe(204);
    expect429(await app.inject({ method: 'POST', url: '/api/client-errors/public', remoteAddress: '10.20.0.5', payload: report }));
  });
});
