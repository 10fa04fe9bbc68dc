/** Request logs, /metrics and the client-error report route. */
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from '../src/app';
import { testConfig } from './helpers';
import { freePort } from './smtp';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  responseTime?: number;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number; method: string; route: string | null };
  clientError?: Record<string, string>;
  [key: string]: unknown;
}

/** The app as server.ts builds it, with its JSON log lines captured. */
async function appWithLogs(overrides: Record<string, string | number | boolean> = {}) {
  const config = testConfig({ LOG_LEVEL: 'info', ...overrides });
  const raw: string[] = [];
  const stream = { write: (line: string) => void raw.push(line) };
  const app = await buildApp(config, { logger: { ...loggerOptions(config), stream } });
  await app.ready();
  return { app, raw, lines: () => raw.map((line) => JSON.parse(line) as LogLine) };
}

const AE = { 'x-country-key': 'AE' };
const cardSubject = 'Your Credit Card Application Received';

async function queueConfirmation(app: FastifyInstance, email: string) {
  const customer = (await app.inject({ method: 'POST', url: '/api/customer-profiles/public', headers: AE, payload: { name: 'Sara Ahmed', email, mobileNumber: '+971501234567', promoCode: '' } })).json();
  const application = (await app.inject({ method: 'POST', url: '/api/applications/public', headers: AE, payload: { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: 'Card', status: 'Created' } })).json();
  const put = await app.inject({ method: 'PUT', url: '/api/applications/public', payload: { applicationId: application.applicationId, customer: { customerId: customer.customerId }, location: { locationId: 1 }, product: { productId: 1301 }, applicationType: 'Card', clientRiskProfile: null, status: 'Submitted' } });
  expect(put.statusCode).toBe(200);
  const mail = await app.inject({ method: 'POST', url: '/api/email/public', payload: { to: email, containImages: false, subject: cardSubject, body: '<p>Thank you</p>' } });
  expect(mail.statusCode).toBe(202);
}

/** The value of one sample line of the Prometheus text, e.g. `name{a="b"} 3`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const report = { remote: 'mfe_support', module: 'HelpAndSupportPage', message: 'Loading chunk mfe_support/HelpAndSupportPage failed', url: 'http://localhost:3000/help-and-support?email=sara%40example.com#top' };

describe('request logs', () => {
  let app: FastifyInstance;
  let lines: () => LogLine[];
  let raw: string[];
  beforeAll(async () => ({ app, lines, raw } = await appWithLogs()));
  afterAll(async () => app?.close());

  it('writes one JSON line per request, with the request id, route, status and latency, and answers the id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/banners/public', headers: AE });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = lines().filter((l) => l.reqId === id);
    expect(mine).toHaveLength(1);
    const [completed] = mine;
    expect(completed.msg).toBe('request completed');
    expect(completed.level).toBe(30);
    expect(completed.req).toEqual({ id, method: 'GET', url: '/api/banners/public' });
    expect(completed.res).toEqual({ statusCode: 200, method: 'GET', route: '/api/banners/public' });
    expect(typeof completed.responseTime).toBe('number');
    expect(completed.responseTime).toBeGreaterThan(0);
  });

  it('writes that one line for refused and unknown requests too, with no query value', async () => {
    const before = raw.length;
    const answers = [
      await app.inject({ method: 'GET', url: '/api/questions/public?productType=Mortgage' }),
      await app.inject({ method: 'GET', url: '/no/such/page?email=sara%40example.com' }),
      await app.inject({ method: 'OPTIONS', url: '/api/banners/public' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([400, 404, 400]);
    const completed = lines().slice(before).filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => [l.reqId, l.res?.statusCode])).toEqual(answers.map((a) => [a.headers['x-request-id'], a.statusCode]));
    expect(completed.map((l) => l.req?.url)).toEqual(['/api/questions/public?productType=…', '/no/such/page?email=…', '/api/banners/public']);
    expect(completed[1].res).toEqual({ statusCode: 404, method: 'GET', route: null });
    expect(lines().some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it("takes a proxy's well-formed X-Request-Id and replaces an odd one", async () => {
    const given = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'edge-7f3a9c01' } });
    expect(given.headers['x-request-id']).toBe('edge-7f3a9c01');
    expect(lines().some((l) => l.reqId === 'edge-7f3a9c01' && l.msg === 'request completed')).toBe(true);
    const odd = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'a b\u0000c' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps personal data out of the log', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/customer-profiles/public', headers: AE, payload: { name: 'Layla Haddad', email: 'layla@example.com', mobileNumber: '+971509876543', promoCode: '' } });
    expect(res.statusCode).toBe(201);
    const text = raw.join('');
    expect(text).not.toContain('layla@example.com');
    expect(text).not.toContain('Layla Haddad');
    expect(text).not.toContain('+971509876543');
  });
});

describe('/metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // SMTP points at a port nothing listens on: every delivery attempt fails.
    app = (await appWithLogs({ LOG_LEVEL: 'silent', SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MAIL_RETRY_BASE_MS: 1 })).app;
  });
  afterAll(async () => app?.close());
  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('counts requests and their latency per route pattern', async () => {
    for (let i = 0; i < 2; i++) expect((await app.inject({ method: 'GET', url: '/api/banners/public', headers: AE })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/products/public/image/3301' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/no/such/page/12345' })).statusCode).toBe(404);
    const text = await scrape();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(sample(text, 'http_requests_total{method="GET",route="/api/banners/public",status_code="200"}')).toBe(2);
    // Labelled by the route pattern, and an unknown URL is one series: never one series per id or URL.
    expect(sample(text, 'http_requests_total{method="GET",route="/api/products/public/image/:productId",status_code="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    // In the labels only: a process figure (a heap size) may hold these digits by chance.
    const labels = (text.match(/\{[^}]*\}/g) ?? []).join('\n');
    expect(labels).toContain('route="unmatched"');
    expect(labels).not.toContain('3301');
    expect(labels).not.toContain('12345');
    expect(labels).not.toContain('/no/such/page');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_request_duration_seconds_bucket{le="10",method="GET",route="/api/banners/public",status_code="200"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/banners/public",status_code="200"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_sum{method="GET",route="/api/banners/public",status_code="200"}')).toBeGreaterThan(0);
    expect(text).toContain('process_resident_memory_bytes');
    expect(sample(text, 'storefront_database_up')).toBe(1);
  });

  it('shows the outbox depth and the delivery failures', async () => {
    let text = await scrape();
    expect(text).toContain('# TYPE storefront_mail_outbox_depth gauge');
    expect(sample(text, 'storefront_mail_outbox_depth')).toBe(0);
    expect(sample(text, 'storefront_mail_delivery_failures_total')).toBe(0);

    await queueConfirmation(app, 'sara@example.com');
    text = await scrape();
    expect(sample(text, 'storefront_mail_outbox_depth')).toBe(1);
    expect(sample(text, 'storefront_mail_outbox_messages{status="queued"}')).toBe(1);
    expect(sample(text, 'storefront_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);

    // One delivery attempt against the dead SMTP port: it fails and stays queued for a retry.
    expect(await app.outbox.runOnce()).toBe(1);
    text = await scrape();
    expect(sample(text, 'storefront_mail_delivery_failures_total')).toBe(1);
    expect(sample(text, 'storefront_mail_outbox_depth')).toBe(1);
    expect(sample(text, 'storefront_mail_outbox_messages{status="sent"}')).toBe(0);
  });
});

describe('POST /api/client-errors/public', () => {
  it('logs a bounded report at warn, strips unknown fields and the query, and answers 204', async () => {
    const { app, lines } = await appWithLogs();
    try {
      const res = await app.inject({
        method: 'POST', url: '/api/client-errors/public',
        headers: { 'user-agent': 'Mozilla/5.0 test', origin: 'http://localhost:3000' },
        payload: { ...report, cookie: 'secret-cookie', stack: 'x'.repeat(100) },
      });
      const scrubbed = await app.inject({
        method: 'POST', url: '/api/client-errors/public',
        payload: { ...report, module: 'Other', message: 'Cannot read properties of undefined (sara@example.com)' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const warn = lines().find((l) => l.msg === 'remote failed to load in a browser')!;
      expect(warn.level).toBe(40);
      expect(warn.reqId).toBe(res.headers['x-request-id']);
      expect(warn.clientError).toEqual({
        remote: 'mfe_support', module: 'HelpAndSupportPage', message: report.message,
        page: 'http://localhost:3000/help-and-support', userAgent: 'Mozilla/5.0 test',
      });
      expect(scrubbed.statusCode).toBe(204);
      const other = lines().find((l) => l.msg === 'remote failed to load in a browser' && l.clientError?.module === 'Other')!;
      expect(other.clientError!.message).toBe('Cannot read properties of undefined ([email])');
      const all = JSON.stringify(lines());
      expect(all).not.toContain('secret-cookie');
      expect(all).not.toContain('sara@example.com');
      expect(all).not.toContain('sara%40example.com');

      const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(metrics, 'storefront_client_errors_total')).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('refuses reports that are not bounded', async () => {
    const { app, lines } = await appWithLogs();
    try {
      const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/client-errors/public', payload: payload as object });
      expect((await post({ ...report, message: 'x'.repeat(501) })).statusCode).toBe(400);
      expect((await post({ ...report, url: 'http://x/' + 'y'.repeat(2048) })).statusCode).toBe(400);
      expect((await post({ ...report, remote: 'mfe support<script>' })).statusCode).toBe(400);
      expect((await post({ module: 'M', message: 'm', url: 'u' })).statusCode).toBe(400);
      expect((await post({ ...report, remote: 42 })).statusCode).toBe(400);
      const big = await app.inject({ method: 'POST', url: '/api/client-errors/public', payload: { ...report, padding: 'z'.repeat(9000) } });
      expect(big.statusCode).toBe(413);
      expect(lines().filter((l) => l.msg === 'remote failed to load in a browser')).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('is rate limited per client', async () => {
    const { app, lines } = await appWithLogs({ RATE_LIMIT_MAIL_MAX: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await app.inject({ method: 'POST', url: '/api/client-errors/public', payload: report })).statusCode);
      expect(codes).toEqual([204, 204, 204, 429, 429]);
      expect(lines().filter((l) => l.msg === 'remote failed to load in a browser')).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
