/** The e-mail route and the outbox worker against a real SMTP server, on PGlite and PostgreSQL: the mails the API renders, to whom, and how often. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { startApp, tempDir, testDatabases, waitFor, rowCounts, type TestDatabase } from '../support/helpers';
import { freePort } from '../../../shared/tooling/testing/ports';
import { startSmtpServer, type TestSmtpServer } from '../../../shared/tooling/testing/smtp';
import { injectClient, runJourney, type Visitor } from '../support/journey';
import { helpRequest, postMail, rows, subjects } from '../support/mail-kit';
import { RouteApi, type Json } from '../support/route-kit';

const supportInbox = 'help-desk@storefront.example';

/** An app on a fresh database of `makeDatabase` for `run`, closed and dropped afterwards. */
async function withApp(makeDatabase: () => Promise<TestDatabase>, overrides: Record<string, string | number | boolean>, run: (app: FastifyInstance) => Promise<void>) {
  const database = await makeDatabase();
  const app = await startApp({ ...overrides, DATABASE_URL: database.url });
  try {
    await run(app);
  } finally {
    await app.close();
    await database.drop();
  }
}

describe.each(testDatabases)('on %s', (_name, makeDatabase) => {
  describe('mail over SMTP', () => {
    let smtp: TestSmtpServer;
    let app: FastifyInstance;
    let database: TestDatabase;
    const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
    const visitor = (email: string, type: 'Card' | 'Loan'): Visitor => ({ name: 'Sara Ahmed', email, mobileNumber: '+971501234567', country: 'AE', type });

    beforeAll(async () => {
      smtp = await startSmtpServer();
      database = await makeDatabase();
      app = await startApp({ DATABASE_URL: database.url, SMTP_URL: smtp.url, MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50, SUPPORT_INBOX: supportInbox });
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await smtp?.close();
      await database?.drop();
    });

    it('sends a card confirmation rendered from the stored application to its customer, once however often asked', async () => {
      const email = 'sara.card@example.com';
      const journey = await runJourney(injectClient(app), { ...visitor(email, 'Card'), clicks: { mail: 2 } });
      const again = await postMail(app, { to: 'SARA.CARD@example.com', containImages: false, subject: subjects.card, body: 'again' });
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual({ id: expect.any(String), status: 'queued' });

      const [mail] = await waitFor(() => mailsTo(email).length > 0 && mailsTo(email));
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(email)).toHaveLength(1);
      expect(mail.messageId).toBe(`<application-${journey.applicationId}@storefront.example>`);

      const [product] = await rows<{ name: string }>(app, sql`select name from products where id = ${journey.productId}`);
      const features = ((await injectClient(app)('GET', '/api/productFeatures/public', { country: 'AE' })).body as { featureName: string; productType: string; active: string }[])
        .filter((f) => f.productType === 'Card' && f.active === 'Y').slice(0, 3).map((f) => f.featureName);
      const { html, text, header } = mail;
      expect(header('subject')).toEqual(['Your Credit Card Application Received']);
      expect(text).toContain('Dear Sara Ahmed,');
      const [{ reference }] = await rows<{ reference: string }>(app, sql`select reference from applications where public_id = ${journey.applicationId}`);
      const own = await rows<{ name: string }>(app, sql`select f.name from product_features pf join features f on f.id = pf.feature_id where pf.product_id = ${journey.productId} order by f.id`);
      expect(text).toContain(`Application ID: ${reference}`);
      expect(text).toContain(`Credit Card: ${product.name}`);
      // The card's own features from the catalog, and apart from them what the visitor ranked.
      expect(text).toContain(`The card's features\n-------------------\n${own.map((f) => `- ${f.name}`).join('\n')}\n`);
      const asked = text.slice(text.indexOf('What you asked for\n')).split('\n').slice(3, 3 + features.length);
      expect(asked).toEqual(features.map((f) => expect.stringMatching(new RegExp(`^- ${f}: (this card has it|this card has part of it|not on this card)$`))));
      expect(text).toContain('Estimated processing time: 3-4 working days.');
      for (const shown of ['Dear Sara Ahmed,', reference, product.name, ...features, '3-4 working days']) expect(html).toContain(shown);
    });

    it('writes the confirmation of an application made in Arabic in Arabic, right to left, with the Arabic catalog texts and Western digits', async () => {
      const email = 'sara.arabic@example.com';
      const journey = await runJourney(injectClient(app), { ...visitor(email, 'Card'), language: 'ar-AE,ar;q=0.9' });
      const [mail] = await waitFor(() => mailsTo(email).length > 0 && mailsTo(email));
      const [application] = await rows<{ language: string; reference: string }>(app, sql`select language, reference from applications where public_id = ${journey.applicationId}`);
      expect(application.language).toBe('ar');
      const card = ((await injectClient(app)('GET', `/api/recommendations/public/${journey.applicationId}/filter?page=0&size=20`, {
        country: 'AE', token: journey.accessToken, language: 'ar',
      })).body.content as Json[]).find((c) => c.productId === journey.productId)!;

      const { html, text, subject } = mail;
      expect(subject).toBe('تم استلام طلب بطاقتك الائتمانية');
      expect(html).toMatch(/<html[^>]*\blang="ar"/);
      expect(html).toMatch(/<html[^>]*\bdir="rtl"/);
      expect(text).toContain('عزيزنا Sara Ahmed،');
      expect(text).toContain(`رقم الطلب: ${application.reference}`);
      expect(text).toContain(`البطاقة الائتمانية: ${card.productName}`);
      expect(text).toContain(`البنك: ${card.organizationName}`);
      expect(card.productName).toMatch(/[\u0600-\u06ff]/);
      for (const feature of card.features as string[]) expect(text).toContain(`- ${feature}\n`);
      // Amounts and dates in Western digits, the currency as the UAE writes it in Arabic.
      expect(text).toMatch(/الرسوم السنوية: \u200f?[\d,]+\s?د\.إ\./);
      expect(text).toContain('مكافأة المتجر البالغة \u200f200');
      expect(text).not.toMatch(/[\u0660-\u0669]/);
      for (const shown of [card.productName, application.reference, 'مدة المعالجة المتوقعة']) expect(html).toContain(shown);
      // Both parts quoted-printable: the mail's source stays lines of ASCII, its markup legible.
      expect(mail.raw.match(/^Content-Transfer-Encoding: .*$/gim)).toEqual(['Content-Transfer-Encoding: quoted-printable', 'Content-Transfer-Encoding: quoted-printable']);
    });

    it('acknowledges a help request in Urdu, and the English ticket names the visitor\'s language', async () => {
      const email = 'urdu.visitor@example.com';
      const res = await postMail(app, helpRequest(email, { name: 'Amina Khan', message: 'میرا کارڈ نہیں آیا۔' }), { language: 'ur-PK,en;q=0.5' });
      expect(res.statusCode).toBe(202);
      const [ticket] = await rows<{ id: number; language: string }>(app, sql`select id, language from support_requests where email = ${email}`);
      expect(ticket.language).toBe('ur');
      const [mine, copy] = await waitFor(() => {
        const a = mailsTo(email);
        const b = mailsTo(supportInbox).filter((m) => m.raw.includes(`<support-copy-${ticket.id}@`));
        return a.length === 1 && b.length === 1 && [a[0], b[0]];
      });
      expect(mine.subject).toBe('مدد اور معاونت کی درخواست موصول ہو گئی ہے');
      expect(mine.html).toMatch(/<html[^>]*\bdir="rtl"/);
      expect(mine.text).toContain('محترم Amina Khan،');
      expect(mine.text).toContain('پیغام:\nمیرا کارڈ نہیں آیا۔');
      expect(copy.text).toContain('Language: Urdu [ur] on the storefront; the browser asks for Urdu (Pakistan) [ur-PK], English [en]');
      expect(copy.html).toMatch(/<html[^>]*\bdir="ltr"/);
    });

    it("sends a loan confirmation with the loan's own features from the catalog", async () => {
      const email = 'sara.loan@example.com';
      const journey = await runJourney(injectClient(app), visitor(email, 'Loan'));
      const [mail] = await waitFor(() => mailsTo(email).length > 0 && mailsTo(email));
      const [product] = await rows<{ name: string; highlights: string[] }>(app, sql`select name, highlights from products where id = ${journey.productId}`);
      const { text, header } = mail;
      expect(header('subject')).toEqual(['Your Loan Application Received']);
      expect(text).toContain(`Loan: ${product.name}`);
      expect(product.highlights.length).toBeGreaterThan(0);
      for (const feature of product.highlights) expect(text).toContain(`- ${feature}\n`);
      // The offer's amount, tenure, rate, fee and instalment, as the loan step offered them.
      expect(text).toMatch(/\nAmount borrowed: AED [\d,]+\nTenure: \d+ months\nInterest rate \((reducing balance|flat), yearly\): [\d.]+%\nProcessing fee: AED [\d,.]+\nMonthly instalment: AED [\d,.]+\n/);
      expect(text).toContain('Estimated processing time: 3-4 working days.');
    });

    it('states the amount and tenure a loan visitor chose, with the figures the loan quote call gave for them', async () => {
      const email = 'sara.chosen@example.com';
      const api = new RouteApi({ app });
      const { applicationId, customerId, token } = await api.newApplication('Loan', 'AE', email);
      expect((await api.answer(applicationId, token, 'Loan', 'AE', ['Salaried', /10,000 to 20,000/, 'None', '36 months', 'No', 'Yes'])).status).toBe(200);
      const offers: Json[] = (await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${applicationId}`, country: 'AE', token })).body;
      const offer = offers[0];
      const shortest = offer.tenureLimits.find((t: Json) => t.maxAmount > 0);
      const [amount, tenure] = [Math.max(offer.minAmount, shortest.maxAmount - offer.amountStep), shortest.tenure];
      const quote = await api.call({ method: 'GET', url: `/api/loan-quotes/public/${applicationId}?productId=${offer.productId}&amount=${amount}&tenure=${tenure}`, country: 'AE', token });
      expect(quote.status).toBe(200);
      const submitted = await api.call({
        method: 'PUT', url: '/api/applications/public', country: 'AE', token,
        payload: { applicationId, customer: { customerId }, product: { productId: offer.productId }, applicationType: 'Loan', status: 'Submitted', loanChoice: { amount, tenureMonths: tenure } },
      });
      expect(submitted.status).toBe(200);
      expect((await postMail(app, { to: email, containImages: false, subject: subjects.loan, body: 'applied' })).statusCode).toBe(202);

      const [mail] = await waitFor(() => mailsTo(email).length > 0 && mailsTo(email));
      const quoted = Object.fromEntries((quote.body.keyFacts.facts as Json[]).map((f) => [f.id, f]));
      const offered = Object.fromEntries((offer.keyFacts.facts as Json[]).map((f) => [f.id, f.value]));
      // Amount, tenure, rate, fee and instalment in the offer's order, then the costs: APR and total repayable among them.
      const terms = ['amount', 'tenure', 'rate', 'processingFee', 'monthlyInstalment'].map((id) => `${quoted[id].label}: ${quoted[id].value}`);
      expect(mail.text).toContain(`\n${terms.join('\n')}\n`);
      for (const id of ['apr', 'totalRepayable']) expect(mail.text).toContain(`${quoted[id].label}: ${quoted[id].value}`);
      expect(quoted.amount.value).toBe(`AED ${amount.toLocaleString('en-US')}`);
      expect(quoted.tenure.value).toBe(`${tenure} months`);
      // The offer's own figures differ: the mail states the choice, not the offer.
      expect(offered.monthlyInstalment).not.toBe(quoted.monthlyInstalment.value);
      expect(mail.text).not.toContain(`${quoted.monthlyInstalment.label}: ${offered.monthlyInstalment}\n`);
    });

    it('answers a confirmation for an address without a submitted application like any other, and sends nothing', async () => {
      const before = await rowCounts(app);
      const res = await postMail(app, { to: 'stranger@elsewhere.example', containImages: false, subject: subjects.card, body: '<p>Buy now</p>' });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ id: expect.any(String), status: 'queued' });
      expect(await rowCounts(app)).toEqual(before);
    });

    it("stores a help request as a ticket, confirms it to the visitor's address and sends one ticket to the support inbox", async () => {
      const email = 'visitor@example.com';
      const res = await postMail(app, helpRequest(email, { name: 'Amina Khan', message: 'My card never arrived.\nPlease help.' }), { country: 'AE' });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ id: expect.any(String), status: 'queued' });
      const [ticket] = await rows<{ id: number; name: string; email: string; message: string; country: string }>(
        app, sql`select id, name, email, message, country from support_requests where email = ${email}`);
      expect(ticket).toEqual({ id: expect.any(Number), name: 'Amina Khan', email, message: 'My card never arrived.\nPlease help.', country: 'ae' });

      const [mine, copy] = await waitFor(() => {
        const a = mailsTo(email);
        const b = mailsTo(supportInbox).filter((m) => m.raw.includes(`<support-copy-${ticket.id}@`));
        return a.length === 1 && b.length === 1 && [a[0], b[0]];
      });
      const visitorMail = mine;
      expect(visitorMail.header('subject')).toEqual(['Help & Support Request Received']);
      expect(visitorMail.text).toContain('Dear Amina Khan,');
      expect(visitorMail.text).toContain('our team aims to respond within 2-3 business days');
      expect(visitorMail.text).toContain(`Name: Amina Khan\nEmail: ${email}\nMessage:\nMy card never arrived.\nPlease help.\n`);

      const ticketMail = copy;
      expect(copy.to).toEqual([supportInbox]);
      expect(ticketMail.header('reply-to')).toEqual([email]);
      expect(ticketMail.header('subject')).toEqual([`Support ticket #${ticket.id}: Help & Support Request Received`]);
      expect(ticketMail.text).toMatch(new RegExp(`Name: Amina Khan\\nEmail: ${email}\\nCountry: United Arab Emirates\\nLanguage: .+\\nReceived: \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} UTC\\n\\nMessage\\n-------\\nMy card never arrived.\\nPlease help.`));
      expect(ticketMail.html).not.toContain('<pre');
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(email)).toHaveLength(1);
    });

    it("refuses a help request without the visitor's name or message, and stores nothing", async () => {
      const before = await rowCounts(app);
      const { name: _name, ...withoutName } = helpRequest('no-name@example.com');
      const { message: _message, ...withoutMessage } = helpRequest('no-message@example.com');
      for (const [payload, field] of [[withoutName, 'body/name'], [withoutMessage, 'body/message'], [helpRequest('blank@example.com', { message: ' \u0001 ' }), 'body/message']] as const) {
        const res = await postMail(app, payload);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().detail).toContain(field);
      }
      expect(await rowCounts(app)).toEqual(before);
    });
  });

  describe('mail while SMTP is down', () => {
    it('keeps the mails queued and delivers each once when SMTP returns', async () => {
      const port = await freePort();
      let smtp: TestSmtpServer | undefined;
      const settings = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50, MAIL_RETRY_BASE_MS: 100, MAIL_RETRY_MAX_MS: 400 };
      await withApp(makeDatabase, settings, async (app) => {
        const outbox = () => rows<{ status: string; attempts: number }>(app, sql`select status, attempts from mail_outbox`);
        try {
          expect((await postMail(app, helpRequest('first@example.com'))).statusCode).toBe(202);
          expect((await postMail(app, helpRequest('second@example.com'))).statusCode).toBe(202);
          await waitFor(async () => (await outbox()).every((r) => r.attempts >= 2 && r.status === 'queued'));
          smtp = await startSmtpServer({ port });
          await waitFor(async () => (await outbox()).every((r) => r.status === 'sent'), 15_000);
          await new Promise((r) => setTimeout(r, 300));
          const ids = smtp.received.map((m) => m.messageId);
          expect(ids).toHaveLength(4);
          expect(new Set(ids).size).toBe(4);
        } finally {
          await smtp?.close();
        }
      });
    }, 60_000);
  });

  describe('mail without SMTP_URL', () => {
    it('writes each mail as an .eml file', async () => {
      const mailDir = tempDir('api-eml-');
      await withApp(makeDatabase, { MAIL_DIR: mailDir, MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50 }, async (app) => {
        expect((await postMail(app, helpRequest('eml@example.com'))).statusCode).toBe(202);
        const files = await waitFor(() => {
          const found = fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
          return found.length === 2 && found;
        });
        const text = files.map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8')).join('\n');
        expect(text).toContain('Subject: Help & Support Request Received');
        expect(text).toMatch(/Message-ID: <support-\d+@storefront.example>/);
        expect(text).toMatch(/^Auto-Submitted: auto-generated/m);
      });
    }, 60_000);
  });
});
