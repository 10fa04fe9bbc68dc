/**
 * The compose topology without containers: the built API (`node dist/server.js` in api/, the
 * image's CMD) with the environment compose gives the `api` service, except that PostgreSQL is the
 * local one (database `test`, a fresh schema dropped afterwards: shared/tooling/testing/postgres.ts) and
 * SMTP_URL points at a real SMTP server this test starts in place of Mailpit. A visitor's
 * application is submitted and its confirmation mail arrives, once.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgSchema, type PgSchema } from '../../../shared/tooling/testing/postgres';
import { repoRoot } from '../../harness/paths';
import { freePort } from '../../harness/ports';
import { startSmtpSink, type SmtpSink } from '../../harness/smtp-sink';
import { readCompose, serviceEnv } from './deploy-files';
import { start, untilReady, type Started } from './processes';

async function until<T>(check: () => T | undefined | false, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let database: PgSchema;
let smtp: SmtpSink;
let api: Started;
let apiUrl: string;
let metricsUrl: string;
let composeEnv: Record<string, string>;

beforeAll(async () => {
  if (!existsSync(path.join(repoRoot, 'api/dist/server.js'))) throw new Error('api/dist is missing: run `npm run build` first');
  database = await createPgSchema('deploy_test');
  // A real SMTP server (no TLS, no auth), in Mailpit's place.
  smtp = await startSmtpSink();
  composeEnv = serviceEnv(readCompose().services.api);
  const port = await freePort();
  const metricsPort = await freePort();
  api = start([process.execPath, 'dist/server.js'], path.join(repoRoot, 'api'), {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: os.tmpdir(),
    NODE_ENV: 'production',
    ...composeEnv,
    // What a deployment's .env gives it: production refuses to start without the key.
    OPERATOR_TOTP_KEY: '5a'.repeat(32),
    // Where the containers' host names (postgres, mailpit) and published port stand here.
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
    OPERATOR_PORT: '0',
    OPERATOR_HOST: '127.0.0.1',
  });
  apiUrl = `http://127.0.0.1:${port}`;
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  await untilReady(api, `${apiUrl}/ready`);
});

afterAll(async () => {
  const code = await api?.stop();
  await smtp?.stop();
  await database?.drop();
  expect(code).toBe(0);
});

const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${apiUrl}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), 'X-Country-Key': 'AE', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null, text };
};

it('runs on PostgreSQL: migrations and the seed catalog in the fresh schema', async () => {
  const tables = await database.query<{ table_name: string }>('SELECT table_name FROM information_schema.tables WHERE table_schema = $1', [database.name]);
  expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining(['customers', 'applications', 'mail_outbox']));
  const banners = await call('GET', '/api/banners/public');
  expect(banners.status).toBe(200);
  expect(banners.body.length).toBeGreaterThan(0);
  expect(api.output()).toMatch(/"database":"postgres"/);
});

it('a submitted application gets its confirmation mail over SMTP, exactly once', async () => {
  const email = 'sara.ahmed@example.com';
  const customer = await call('POST', '/api/customer-profiles/public', { name: 'Sara Ahmed', email, mobileNumber: '+971501234567', promoCode: '' });
  expect(customer.status).toBe(201);
  const token = { 'X-Access-Token': customer.body.accessToken };
  const created = await call('POST', '/api/applications/public', {
    customer: { customerId: customer.body.customerId }, location: { locationId: 1 }, applicationType: 'Card', status: 'Created',
  }, token);
  expect(created.status).toBe(201);
  const { applicationId } = created.body;
  const submitted = await call('PUT', '/api/applications/public', {
    applicationId, customer: { customerId: customer.body.customerId }, location: { locationId: 1 }, product: { productId: 1301 },
    applicationType: 'Card', clientRiskProfile: null, status: 'Submitted',
  }, token);
  expect(submitted.status).toBe(200);
  expect(submitted.body.status).toBe('Submitted');

  const mail = { to: email, containImages: false, subject: 'Your Credit Card Application Received', body: `<h1>Thank you</h1><p>Application ${applicationId}</p>` };
  const queued = await call('POST', '/api/email/public', mail, { Origin: composeEnv.CORS_ORIGINS.split(',')[0] });
  expect(queued.status).toBe(202);
  expect(queued.headers.get('access-control-allow-origin')).toBe(composeEnv.CORS_ORIGINS.split(',')[0]);
  // Asking again (a double click) queues nothing new.
  expect((await call('POST', '/api/email/public', mail)).body.id).toBe(queued.body.id);

  const [message] = await until(() => smtp.received.length > 0 && smtp.received, 'the confirmation mail');
  await new Promise((r) => setTimeout(r, 1500)); // more than one outbox poll: nothing else arrives
  expect(smtp.received).toHaveLength(1);
  expect(message.to).toEqual([email]);
  expect(message.from).toBe(/<([^>]+)>/.exec(composeEnv.MAIL_FROM)![1]);
  expect(message.raw).toMatch(/^Subject: Your Credit Card Application Received/m);
  // A long header is folded onto the next line (RFC 5322): read it unfolded.
  expect(message.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(new RegExp(`^Message-ID: ?<application-${applicationId}@`, 'mi'));
  // Written by the API from the stored application, not from the request's body.
  expect(message.text).toContain(`Application ID: ${submitted.body.reference}`);
  expect(message.html).not.toContain('<h1>Thank you</h1>');

  // On the metrics port only: the public port answers /metrics with a 404.
  expect((await fetch(`${apiUrl}/metrics`)).status).toBe(404);
  const metrics = await (await fetch(metricsUrl)).text();
  expect(metrics).toMatch(/^storefront_mail_outbox_depth 0$/m);
  expect(metrics).toMatch(/^storefront_mail_outbox_messages\{status="sent"\} 1$/m);
  expect(metrics).toMatch(/^storefront_mail_delivery_failures_total 0$/m);
  expect(metrics).toMatch(/^http_requests_total\{method="POST",route="\/api\/email\/public",status_code="202"\} 2$/m);
});

it('logs JSON lines with request ids and latency, without the visitor’s personal data', async () => {
  const res = await call('POST', '/api/client-errors/public', {
    remote: 'mfe_support', module: 'HelpAndSupportPage', message: 'Loading chunk mfe_support/HelpAndSupportPage failed', url: 'http://localhost:3000/help-and-support',
  }, { Origin: composeEnv.CORS_ORIGINS.split(',')[0] });
  expect(res.status).toBe(204);
  const id = res.headers.get('x-request-id');
  // pino writes asynchronously to stdout: wait for the lines.
  const lines = await until(() => {
    const parsed = api.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
    return parsed.some((l) => l.reqId === id && l.msg === 'request completed') && parsed;
  }, 'the log lines');
  const completed = lines.find((l) => l.reqId === id && l.msg === 'request completed');
  expect(completed).toMatchObject({ res: { statusCode: 204, method: 'POST', route: '/api/client-errors/public' }, responseTime: expect.any(Number) });
  expect(lines.find((l) => l.reqId === id && l.msg === 'remote failed to load in a browser')).toMatchObject({ level: 40, clientError: { remote: 'mfe_support' } });
  expect(lines.filter((l) => l.msg === 'mail delivered')).toHaveLength(1);
  const output = api.output();
  for (const personal of ['sara.ahmed@example.com', 'Sara Ahmed', '+971501234567']) expect(output).not.toContain(personal);
});
