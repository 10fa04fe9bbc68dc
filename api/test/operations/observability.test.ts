/** Request logs and /metrics (on the metrics server). */
import type { FastifyInstance } from 'fastify';
import { mailSubjects } from '@storefront/shared/contract';
import { buildMetricsServer } from '../../src/metrics-server';
import { appWithLogs, sample, type LogLine } from '../support/log-kit';
import { freePort } from '../../../shared/tooling/testing/ports';

// Several tests start an app of their own (PGlite, migrations, seed): slow on a loaded machine.
jest.setTimeout(120_000);

const AE = { 'x-country-key': 'AE' };
const cardSubject = mailSubjects.cardConfirmation;

async function queueConfirmation(app: FastifyInstance, email: string) {
  const customer = (await app.inject({ method: 'POST', url: '/api/customer-profiles/public', headers: AE, payload: { name: 'Sara Ahmed', email, mobileNumber: '+971501234567', promoCode: '' } })).json();
  const headers = { ...AE, 'x-access-token': customer.accessToken };
  const application = (await app.inject({ method: 'POST', url: '/api/applications/public', headers, payload: { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: 'Card', status: 'Created' } })).json();
  const put = await app.inject({ method: 'PUT', url: '/api/applications/public', headers, payload: { applicationId: application.applicationId, customer: { customerId: customer.customerId }, location: { locationId: 1 }, product: { productId: 1301 }, applicationType: 'Card', clientRiskProfile: null, status: 'Submitted' } });
  expect(put.statusCode).toBe(200);
  const mail = await app.inject({ method: 'POST', url: '/api/email/public', payload: { to: email, containImages: false, subject: cardSubject, body: '<p>Thank you</p>' } });
  expect(mail.statusCode).toBe(202);
}

describe('request logs', () => {
  let app: FastifyInstance;
  let lines: () => LogLine[];
  let raw: string[];
  beforeAll(async () => ({ app, lines, raw } = await appWithLogs()), 120_000);
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

  it("gives a client's own X-Request-Id no place in the log: the request gets an id of its own", async () => {
    // Without TRUST_PROXY no peer is a proxy (a trusted proxy's id is kept: security/trust-proxy.test.ts).
    const given = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'edge-7f3a9c01' } });
    expect(given.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines().some((l) => l.reqId === given.headers['x-request-id'] && l.msg === 'request completed')).toBe(true);
    expect(raw.join('')).not.toContain('edge-7f3a9c01');
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
  let metrics: FastifyInstance;
  beforeAll(async () => {
    // SMTP points at a port nothing listens on: every delivery attempt fails.
    app = (await appWithLogs({ LOG_LEVEL: 'silent', SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MAIL_RETRY_BASE_MS: 1 })).app;
    metrics = await buildMetricsServer(app);
  }, 120_000);
  afterAll(async () => {
    await metrics?.close();
    await app?.close();
  });
  const scrape = async () => {
    const res = await metrics.inject({ method: 'GET', url: '/metrics' });
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
