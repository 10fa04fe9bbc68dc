/** The e-mail route and the outbox worker against a real SMTP server. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { startApp, tempDir, waitFor, rowCounts } from './helpers';
import { freePort, startSmtp } from './smtp';

const cardSubject = 'Your Credit Card Application Received';
const helpSubject = 'Help & Support Request Received';
const helpBody = '<p>Name: Sara Ahmed</p><p>Email: sara@example.com</p><p>Message: my card <b>never</b> arrived</p><script>steal()</script>';

async function submittedCardApplication(app: FastifyInstance, email: string) {
  const customer = (await app.inject({ method: 'POST', url: '/api/customer-profiles/public', headers: { 'x-country-key': 'AE' }, payload: { name: 'Sara Ahmed', email, mobileNumber: '+971501234567', promoCode: '' } })).json();
  const application = (await app.inject({ method: 'POST', url: '/api/applications/public', headers: { 'x-country-key': 'AE' }, payload: { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: 'Card', status: 'Created' } })).json();
  const put = await app.inject({ method: 'PUT', url: '/api/applications/public', payload: { applicationId: application.applicationId, customer: { customerId: customer.customerId }, location: { locationId: 1 }, product: { productId: 1301 }, applicationType: 'Card', clientRiskProfile: null, status: 'Submitted' } });
  expect(put.statusCode).toBe(200);
  return application.applicationId as number;
}

const sendMail = (app: FastifyInstance, to: string, subject: string, body: string) =>
  app.inject({ method: 'POST', url: '/api/email/public', payload: { to, containImages: false, subject, body } });

const outboxRows = async (app: FastifyInstance) =>
  ((await app.db.execute(sql`select status, attempts, to_address, message_id from mail_outbox order by created_at`)) as unknown as { rows: { status: string; attempts: number; to_address: string; message_id: string }[] }).rows;

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50, SUPPORT_INBOX: 'help-desk@storefront.example' });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('delivers exactly one confirmation to the customer of a submitted application, even when asked twice', async () => {
    const applicationId = await submittedCardApplication(app, 'sara@example.com');
    const first = await sendMail(app, 'sara@example.com', cardSubject, `<h1>Thank you</h1><p>Application ${applicationId}</p>`);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ id: expect.any(String), status: 'queued' });
    const second = await sendMail(app, 'SARA@example.com', cardSubject, `<p>Application ${applicationId}</p>`);
    expect(second.json().id).toBe(first.json().id);
    await waitFor(() => smtp.received.length === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['sara@example.com']);
    expect(smtp.received[0].messageId).toBe(`<application-${applicationId}@storefront.example>`);
    expect(smtp.received[0].raw).toContain('Subject: Your Credit Card Application Received');
  });

  it('stores a help request as a ticket and mails the visitor and the support inbox, sanitised', async () => {
    smtp.received.length = 0;
    const before = await rowCounts(app);
    const res = await sendMail(app, 'visitor@example.com', helpSubject, helpBody);
    expect(res.statusCode).toBe(202);
    const after = await rowCounts(app);
    expect(after.support_requests).toBe(before.support_requests + 1);
    expect(after.mail_outbox).toBe(before.mail_outbox + 2);
    await waitFor(() => smtp.received.length === 2);
    const to = smtp.received.flatMap((m) => m.to).sort();
    expect(to).toEqual(['help-desk@storefront.example', 'visitor@example.com']);
    for (const mail of smtp.received) expect(mail.raw).not.toContain('steal()');
    expect(smtp.received.find((m) => m.to[0] === 'help-desk@storefront.example')!.raw).toMatch(/Reply-To: visitor@example.com/i);
  });

  it('refuses an arbitrary address and queues nothing', async () => {
    const before = await rowCounts(app);
    const res = await sendMail(app, 'stranger@elsewhere.example', cardSubject, '<p>Buy now</p>');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(await rowCounts(app)).toEqual(before);
  });
});

describe('mail while SMTP is down', () => {
  it('keeps the mails queued and delivers each once when SMTP returns', async () => {
    const port = await freePort();
    const app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50, MAIL_RETRY_BASE_MS: 100, MAIL_RETRY_MAX_MS: 400 });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      expect((await sendMail(app, 'first@example.com', helpSubject, helpBody)).statusCode).toBe(202);
      expect((await sendMail(app, 'second@example.com', helpSubject, helpBody)).statusCode).toBe(202);
      await waitFor(async () => (await outboxRows(app)).every((r) => r.attempts >= 2 && r.status === 'queued'));
      smtp = await startSmtp(port);
      await waitFor(async () => (await outboxRows(app)).every((r) => r.status === 'sent'), 15_000);
      await new Promise((r) => setTimeout(r, 300));
      const ids = smtp.received.map((m) => m.messageId);
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
    } finally {
      await app.close();
      await smtp?.close();
    }
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each mail as an .eml file and limits mails per recipient', async () => {
    const mailDir = tempDir('api-eml-');
    const app = await startApp({ MAIL_DIR: mailDir, MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50, MAIL_PER_RECIPIENT_PER_HOUR: 2 });
    try {
      expect((await sendMail(app, 'eml@example.com', helpSubject, helpBody)).statusCode).toBe(202);
      const files = await waitFor(() => {
        const found = fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
        return found.length === 2 && found;
      });
      const text = files.map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8')).join('\n');
      expect(text).toContain('Subject: Help & Support Request Received');
      expect(text).toMatch(/Message-ID: <support-\d+@storefront.example>/);
      expect((await sendMail(app, 'eml@example.com', helpSubject, helpBody)).statusCode).toBe(202);
      const before = await rowCounts(app);
      const limited = await sendMail(app, 'eml@example.com', helpSubject, helpBody);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toContain('application/problem+json');
      expect(await rowCounts(app)).toEqual(before);
    } finally {
      await app.close();
    }
  });
});
