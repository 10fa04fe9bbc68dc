/**
 * Visitor tracking (POST /api/tracking/public/codes, /sessions, GET /timeline) and the
 * application's news mails, on each database: the code mailed through a real SMTP server, the
 * bank's outcomes sent as signed postbacks to the real endpoint, payouts through the service.
 */
import { sql } from 'drizzle-orm';
import { trackingCodeMaxTries } from '@storefront/shared/contract';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../shared/tooling/testing/smtp';
import { createPayoutBatch, markPayoutBatchPaid } from '../../src/services/payouts';
import { statusTexts } from '../../src/mail/status-texts';
import { anonymiseExpired } from '../../src/db/repositories/retention';
import { expectProblem, type Reply } from '../support/route-kit';
import { rows } from '../support/mail-kit';
import { describeOnDatabases, waitFor } from '../support/helpers';
import { PartnerLoop, newEventId, partnerSecretKeyHex, type ConversionEvent, type Submitted } from '../support/partner-kit';

/** The API's settings: SMTP_URL is the test SMTP server's, known once it has started (before the API starts). */
const settings: Record<string, string | number | boolean> = {
  PARTNER_SECRET_KEY: partnerSecretKeyHex,
  MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50, TRACKING_CODES_PER_CLIENT_PER_HOUR: 8, TRACKING_CODES_PER_TARGET_PER_HOUR: 3,
  STOREFRONT_URL: 'https://storefront.example',
};
const trackPage = 'https://storefront.example/track-application';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  settings.SMTP_URL = smtp.url;
});
afterAll(() => smtp?.close());

let clients = 0;
/** A client address of its own, so that one test's code requests do not count against another's. */
const newClient = () => `10.9.${Math.floor(++clients / 250)}.${clients % 250}`;

/** The tracking calls of one loop. */
function tracking(loop: PartnerLoop) {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}, remoteAddress = newClient()) =>
    loop.api.call({ method, url: `/api/tracking/public${url}`, payload: payload as Record<string, unknown>, headers, remoteAddress });
  return {
    askCode: (reference: string, email: string, client?: string) => call('POST', '/codes', { reference, email }, {}, client),
    open: (reference: string, email: string, code: string, language = 'en') =>
      call('POST', '/sessions', { reference, email, code }, { 'accept-language': language }),
    timeline: (token?: string) => call('GET', '/timeline', undefined, token === undefined ? {} : { 'x-tracking-token': token }),
    emailOf: async (submitted: Submitted) =>
      (await rows<{ email: string }>(loop.app, sql`SELECT c.email FROM applications a JOIN customers c ON c.id = a.customer_id WHERE a.reference = ${submitted.reference}`))[0].email,
  };
}

const codeSubjects = Object.values(statusTexts).map((texts) => texts.code.subject);
const codeMailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address) && codeSubjects.includes(m.subject));

/** The code in the tracking mail to `address` after `seen` earlier ones, once it has arrived. */
async function codeMailedTo(address: string, seen = 0): Promise<{ code: string; mail: ReceivedMail }> {
  const mail = await waitFor(() => codeMailsTo(address)[seen], 30_000);
  return { code: /\b(\d{6})\b/.exec(mail.text)![1], mail };
}

const outboxOf = (loop: PartnerLoop, reference: string, kind: string) =>
  rows<{ subject: string; text: string; html: string; message_id: string }>(loop.app, sql`
    SELECT m.subject, m.text, m.html, m.message_id FROM mail_outbox m JOIN applications a ON a.id = m.application_id
     WHERE a.reference = ${reference} AND m.kind::text = ${kind} ORDER BY m.created_at`);

const postback = async (loop: PartnerLoop, submitted: Submitted, event: Partial<ConversionEvent> & Pick<ConversionEvent, 'status'>) => {
  const res = await loop.postback(submitted.bankId, { eventId: newEventId(), reference: submitted.reference, occurredAt: new Date().toISOString(), ...event });
  expect(res.status).toBe(200);
  return res;
};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** A session opened with the code mailed for `submitted`: its answer. */
async function openSession(loop: PartnerLoop, submitted: Submitted, language = 'en'): Promise<Reply> {
  const t = tracking(loop);
  const email = await t.emailOf(submitted);
  const before = codeMailsTo(email).length;
  expect((await t.askCode(submitted.reference, email)).status).toBe(202);
  const { code } = await codeMailedTo(email, before);
  const res = await t.open(submitted.reference, email, code, language);
  expect(res.status).toBe(200);
  return res;
}

describeOnDatabases('visitor tracking', (started) => {
  const loop = new PartnerLoop(started);
  const t = tracking(loop);
  // Each database's run has customers of the same addresses: only its own mails count.
  beforeAll(() => {
    smtp.received.length = 0;
  });

  describe('the code', () => {
    it('is answered byte for byte the same whether or not the reference and address name an application', async () => {
      const submitted = await loop.submitted('Card', 'ae');
      const email = await t.emailOf(submitted);
      const known = await t.askCode(submitted.reference, email);
      const unknownReference = await t.askCode('SF-22222222', email);
      const otherAddress = await t.askCode(submitted.reference, 'someone.else@example.com');
      for (const res of [known, unknownReference, otherAddress]) {
        expect(res.status).toBe(202);
        expect(res.raw.rawPayload.equals(known.raw.rawPayload)).toBe(true);
        expect(res.headers['content-type']).toBe(known.headers['content-type']);
      }
      expect(known.body).toEqual({ sent: true });
      await codeMailedTo(email);
      const codes = await rows<{ n: number }>(loop.app, sql`SELECT count(*)::int AS n FROM mail_outbox WHERE kind::text = 'tracking_code' AND to_address = 'someone.else@example.com'`);
      expect(codes[0].n).toBe(0);
    });

    it('is mailed to the application\'s address through SMTP, works once with the reference in any case, and opens the timeline', async () => {
      const submitted = await loop.submitted('Card', 'ae');
      const email = await t.emailOf(submitted);
      const asked = await t.askCode(` ${submitted.reference.toLowerCase()} `, email.toUpperCase());
      expect(asked.body).toEqual({ sent: true });
      const { code, mail } = await codeMailedTo(email);
      expect(mail.subject).toBe('Your code to track your application');
      expect(mail.text).toContain(submitted.reference);
      expect(mail.text).toContain('valid for 10 minutes');
      expect(mail.text).toContain(trackPage);

      const opened = await t.open(submitted.reference.toLowerCase(), email, code);
      expect(opened.status).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.body).toEqual({ trackingToken: expect.any(String), expiresAt: expect.any(String), timeline: expect.any(Object) });
      const expiresIn = Date.parse(opened.body.expiresAt) - Date.now();
      expect(expiresIn).toBeGreaterThan(25 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(30 * 60_000 + 5_000);
      expect(opened.body.timeline).toMatchObject({
        reference: submitted.reference, productType: 'Card', country: 'ae', status: 'Submitted',
        events: [{ status: 'Submitted', at: expect.any(String) }],
        bonus: { state: 'none', noneReason: 'not-yet-approved', currency: 'AED' },
      });

      expectProblem(await t.open(submitted.reference, email, code), 422, undefined, 'tracking.code-invalid');
      const read = await t.timeline(opened.body.trackingToken);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(opened.body.timeline);
    });

    it(`stops working after ${trackingCodeMaxTries} wrong tries, with one answer for every refusal`, async () => {
      const submitted = await loop.submitted('Loan', 'ae');
      const email = await t.emailOf(submitted);
      await t.askCode(submitted.reference, email);
      const { code } = await codeMailedTo(email);
      const wrong = code === '000000' ? '000001' : '000000';
      const refusals: Reply[] = [];
      for (let i = 0; i < trackingCodeMaxTries; i += 1) refusals.push(await t.open(submitted.reference, email, wrong));
      refusals.push(await t.open(submitted.reference, email, code));
      refusals.push(await t.open('SF-33333333', email, code));
      for (const res of refusals) {
        expectProblem(res, 422, undefined, 'tracking.code-invalid');
        expect(res.body).toEqual(refusals[0].body);
      }
    });

    it('works while the one before it was wrong and is refused once expired; a new code replaces the old', async () => {
      const submitted = await loop.submitted('Card', 'sa');
      const email = await t.emailOf(submitted);
      await t.askCode(submitted.reference, email);
      const first = await codeMailedTo(email, 0);
      await t.askCode(submitted.reference, email);
      const second = await codeMailedTo(email, 1);
      if (first.code !== second.code) expectProblem(await t.open(submitted.reference, email, first.code), 422, undefined, 'tracking.code-invalid');

      await rows(loop.app, sql`UPDATE tracking_codes SET expires_at = now() - interval '1 second'
        WHERE application_id = (SELECT id FROM applications WHERE reference = ${submitted.reference})`);
      expectProblem(await t.open(submitted.reference, email, second.code), 422, undefined, 'tracking.code-invalid');
    });

    it('refuses malformed input with a problem, and stores the codes and tokens hashed only', async () => {
      expectProblem(await t.askCode('SF-0000000O', 'a@example.com'), 400, undefined, 'request.invalid');
      expectProblem(await t.askCode('SF-7KQ4M2XD', 'not-an-address'), 400, undefined, 'customer.email-invalid');
      expectProblem(await t.open('SF-7KQ4M2XD', 'a@example.com', '12345'), 400, undefined, 'request.invalid');

      const submitted = await loop.submitted('Card', 'ae');
      const opened = await openSession(loop, submitted);
      const stored = await rows<{ token_hash: Buffer }>(loop.app, sql`SELECT token_hash FROM tracking_sessions`);
      expect(stored.some((r) => Buffer.from(r.token_hash).toString('base64url') === opened.body.trackingToken)).toBe(false);
      expect(stored.every((r) => Buffer.from(r.token_hash).length === 32)).toBe(true);
    });
  });

  describe('the tracking token', () => {
    it('reads the timeline until it expires; a missing or wrong token is 404', async () => {
      const submitted = await loop.submitted('Card', 'ae');
      const { trackingToken } = (await openSession(loop, submitted)).body;
      expect((await t.timeline(trackingToken)).status).toBe(200);
      expectProblem(await t.timeline(), 404, undefined, 'tracking.session-not-found');
      expectProblem(await t.timeline(`${trackingToken}x`), 404, undefined, 'tracking.session-not-found');
      await rows(loop.app, sql`UPDATE tracking_sessions SET expires_at = now() - interval '1 second'
        WHERE application_id = (SELECT id FROM applications WHERE reference = ${submitted.reference})`);
      expectProblem(await t.timeline(trackingToken), 404, undefined, 'tracking.session-not-found');
    });

    it('is allowed by CORS for the storefront', async () => {
      const res = await loop.api.call({
        method: 'OPTIONS', url: '/api/tracking/public/timeline',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-tracking-token' },
      });
      expect(res.status).toBe(204);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-tracking-token');
    });
  });

  describe('the timeline', () => {
    it("shows the bank's approval, the card issued and the reversal, with the bonus pending then cancelled", async () => {
      const submitted = await loop.submitted('Card', 'ae');
      const approvedAt = daysAgo(3);
      await postback(loop, submitted, { status: 'approved', occurredAt: approvedAt });
      await postback(loop, submitted, { status: 'approved', occurredAt: daysAgo(2) });
      let timeline = (await openSession(loop, submitted)).body.timeline;
      expect(timeline.status).toBe('Approved');
      expect(timeline.events.map((e: { status: string }) => e.status)).toEqual(['Submitted', 'Approved']);
      expect(timeline.bonus).toMatchObject({ state: 'pending', currency: 'AED', pendingUntil: expect.any(String) });
      expect(timeline.bonus.amount).toBeGreaterThan(0);
      expect(Date.parse(timeline.bonus.pendingUntil)).toBeGreaterThan(Date.now());

      await postback(loop, submitted, { status: 'issued', occurredAt: daysAgo(1) });
      await postback(loop, submitted, { status: 'reversed', reason: 'Card cancelled by the customer' });
      timeline = (await openSession(loop, submitted)).body.timeline;
      expect(timeline.status).toBe('Reversed');
      expect(timeline.events).toEqual([
        { status: 'Submitted', at: expect.any(String) },
        { status: 'Approved', at: approvedAt },
        { status: 'Issued', at: expect.any(String) },
        { status: 'Reversed', at: expect.any(String), reason: 'Card cancelled by the customer' },
      ]);
      expect(timeline.bonus).toMatchObject({ state: 'cancelled' });
    });

    it("shows a decline with the bank's reason and why there is no bonus; a loan issued is Disbursed", async () => {
      const declined = await loop.submitted('Card', 'ae');
      await postback(loop, declined, { status: 'declined', reason: 'Income below the minimum' });
      const timeline = (await openSession(loop, declined)).body.timeline;
      expect(timeline.events[1]).toEqual({ status: 'Declined', at: expect.any(String), reason: 'Income below the minimum' });
      expect(timeline.bonus).toMatchObject({ state: 'none', noneReason: 'declined' });

      const loan = await loop.submitted('Loan', 'ae');
      await postback(loop, loan, { status: 'issued' });
      const disbursed = (await openSession(loop, loan)).body.timeline;
      expect(disbursed.status).toBe('Disbursed');
      expect(disbursed.events.map((e: { status: string }) => e.status)).toEqual(['Submitted', 'Disbursed']);
    });

    it('shows a bonus confirmed once its lock is over, then paid on the day of its payout, and names in the asked language', async () => {
      const submitted = await loop.submitted('Card', 'sa');
      await postback(loop, submitted, { status: 'approved', occurredAt: daysAgo(400) });
      expect((await openSession(loop, submitted)).body.timeline.bonus).toMatchObject({ state: 'confirmed', currency: 'SAR' });

      const batch = await createPayoutBatch(loop.app.db, 'SAR', 'ops-a');
      await markPayoutBatchPaid(loop.app.db, batch.id, 'ops-b', loop.app.mail);
      const opened = await openSession(loop, submitted, 'ar');
      expect(opened.body.timeline.bonus).toMatchObject({ state: 'paid', paidAt: expect.any(String) });
      expect(Math.abs(Date.parse(opened.body.timeline.bonus.paidAt) - Date.now())).toBeLessThan(5 * 60_000);
      const english = (await t.timeline(opened.body.trackingToken)).body;
      expect(english.productName).not.toBe('');
      expect(opened.headers.vary).toContain('Accept-Language');
    });
  });

  describe('the status mails', () => {
    it('mail the approval once, with the bonus and the day it is paid from, however often the bank repeats it', async () => {
      const submitted = await loop.submitted('Card', 'ae');
      const email = await t.emailOf(submitted);
      await postback(loop, submitted, { status: 'approved', occurredAt: daysAgo(2) });
      await postback(loop, submitted, { status: 'approved', occurredAt: daysAgo(1) });
      await postback(loop, submitted, { status: 'issued' });
      const queued = await outboxOf(loop, submitted.reference, 'application_approved');
      expect(queued).toHaveLength(1);
      const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email) && m.subject.includes('approved your application')), 30_000);
      expect(mail.text).toMatch(/Your AED [\d,.]+ storefront bonus is recorded\. We pay it from \d{1,2} \w+ \d{4} at the earliest/);
      expect(mail.text).toContain(trackPage);
      expect(mail.html).toContain(`href="${trackPage}"`);
    });

    it("mail a decline once, with the bank's reason and a link to other offers", async () => {
      const submitted = await loop.submitted('Loan', 'ae');
      const email = await t.emailOf(submitted);
      await postback(loop, submitted, { status: 'declined', reason: 'Employer not on the <b>list</b>' });
      await postback(loop, submitted, { status: 'declined' });
      expect(await outboxOf(loop, submitted.reference, 'application_declined')).toHaveLength(1);
      const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email) && m.subject.startsWith('Your application with')), 30_000);
      expect(mail.text).toContain('did not approve your application');
      expect(mail.text).toContain('The reason given: Employer not on the <b>list</b>');
      expect(mail.html).not.toContain('<b>list</b>');
      expect(mail.text).toContain('See other offers: https://storefront.example/');
      expect(mail.text).toContain(trackPage);
    });

    it("mail the bonus paid with its batch, in the application's language", async () => {
      const submitted = await loop.submitted('Card', 'pk');
      await rows(loop.app, sql`UPDATE applications SET language = 'ur' WHERE reference = ${submitted.reference}`);
      await postback(loop, submitted, { status: 'approved', occurredAt: daysAgo(400) });
      const approved = await outboxOf(loop, submitted.reference, 'application_approved');
      expect(approved[0].subject).toContain('نے آپ کی درخواست منظور کر لی');
      const batch = await createPayoutBatch(loop.app.db, 'PKR', 'ops-a');
      await markPayoutBatchPaid(loop.app.db, batch.id, 'ops-b', loop.app.mail);
      const paid = await outboxOf(loop, submitted.reference, 'bonus_paid');
      expect(paid).toHaveLength(1);
      expect(paid[0].subject).toBe('آپ کا اسٹور فرنٹ بونس ادا کر دیا گیا ہے');
      expect(paid[0].html).toContain('dir="rtl"');
      expect(paid[0].text).toContain(trackPage);
    });

    it("mail the tracking code in the application's language", async () => {
      const submitted = await loop.submitted('Card', 'ae');
      await rows(loop.app, sql`UPDATE applications SET language = 'ar' WHERE reference = ${submitted.reference}`);
      const email = await t.emailOf(submitted);
      await t.askCode(submitted.reference, email);
      const { mail } = await codeMailedTo(email);
      expect(mail.subject).toBe('رمز تتبّع طلبك');
    });
  });

  describe('retention', () => {
    it("deletes an anonymised customer's tracking codes and tokens with their personal data", async () => {
      const submitted = await loop.submitted('Card', 'ae');
      const email = await t.emailOf(submitted);
      const { trackingToken } = (await openSession(loop, submitted)).body;
      await t.askCode(submitted.reference, email);
      const ofIt = sql`(SELECT id FROM applications WHERE reference = ${submitted.reference})`;
      const count = async () => (await rows<{ n: number }>(loop.app, sql`SELECT
        (SELECT count(*) FROM tracking_codes WHERE application_id = ${ofIt}) + (SELECT count(*) FROM tracking_sessions WHERE application_id = ${ofIt}) AS n`))[0];
      expect(Number((await count()).n)).toBe(2);

      await rows(loop.app, sql`UPDATE customers SET created_at = now() - interval '400 days'
        WHERE id = (SELECT customer_id FROM applications WHERE reference = ${submitted.reference})`);
      await anonymiseExpired(loop.app.db, 180);
      expect(Number((await count()).n)).toBe(0);
      expectProblem(await t.timeline(trackingToken), 404, undefined, 'tracking.session-not-found');
    });
  });

  describe('the limits', () => {
    it('refuse a fourth code in the hour for one reference, known or not, with Retry-After', async () => {
      const submitted = await loop.submitted('Card', 'ae');
      const email = await t.emailOf(submitted);
      for (const reference of [submitted.reference, 'SF-44444444']) {
        for (let i = 0; i < 3; i += 1) expect((await t.askCode(reference, `someone.${i}@example.com`)).status).toBe(202);
        const refused = await t.askCode(reference, email);
        expectProblem(refused, 429, /reference or address/, 'rate-limited');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('refuse a client asking for codes beyond its hourly number', async () => {
      const client = newClient();
      for (let i = 0; i < 8; i += 1) expect((await t.askCode(`SF-5555555${'ABCDEFGH'[i]}`, `client.${i}@example.com`, client)).status).toBe(202);
      expectProblem(await t.askCode('SF-66666666', 'client.9@example.com', client), 429, /this client/, 'rate-limited');
      expect((await t.askCode('SF-66666666', 'client.9@example.com')).status).toBe(202);
    });
  });
}, { config: settings });
