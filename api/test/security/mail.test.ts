/**
 * The e-mail endpoint is not a relay and not an oracle, read at a real SMTP server. Every address
 * that is not one plain mailbox and every subject that is not byte for byte one of the three is
 * refused; fields smuggled beside the spec's ones change nothing; what a client sends as the body
 * (links, images, tracking pixels) never reaches a mail; a confirmation request is answered the same
 * whether or not an application exists; an inbox however spelled gets a bounded number of help
 * request mails an hour, and the support inbox a bounded number of tickets (the others wait); one
 * large request makes no large mail. On PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowCounts, startApp, testDatabases, waitFor, type TestDatabase } from '../support/helpers';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../shared/tooling/testing/smtp';
import { injectClient, runJourney } from '../support/journey';
import { helpRequest, postMail, rows, subjects } from '../support/mail-kit';
import { helpMessageMaxLength, helpNameMaxLength } from '@storefront/shared/contract';

const supportInbox = 'help-desk@storefront.example';
const perRecipient = 10;
const person = { name: 'Sara Ahmed', mobileNumber: '+971501234567', country: 'AE' } as const;

/** A phishing mail's body: links, images, a tracking pixel, a form. */
const phishingBody = [
  '<p>Your card is blocked. <a href="http://evil.example/login">Unblock it here</a></p>',
  '<img src="https://evil.example/logo.png" alt="Bank"><img src="https://track.evil.example/pixel.gif?u=1" width="1" height="1">',
  '<a href="https://evil.example/reset"><img src="https://evil.example/button.png"></a>',
  '<form action="https://evil.example/steal"><input name="pin"></form><div style="background:url(https://evil.example/bg.png)">x</div>',
].join('\n');

/**
 * The links the storefront itself puts in its mails: its own pages (STOREFRONT_URL, here the first
 * CORS origin) and the partner's site from the catalog. Everything else is the client's.
 */
const ownUrl = String.raw`(http://localhost:3000/[a-z-]+|https://(www\.[a-z-]+|offers\.storefront)\.example(/[^\s<"]*)?)`;
const ownLinks = new RegExp(String.raw`<a\s+href="${ownUrl}"[^>]*>|</a>|${ownUrl}`, 'g');

/** Nothing of the client's body, no link, no image, no URL (but the XHTML namespace and the storefront's own) in any part of the message. */
function expectNoVisitorContent(mail: ReceivedMail) {
  const { html, text } = mail;
  for (const part of [html.replace('xmlns="http://www.w3.org/1999/xhtml"', '').replace(ownLinks, ''), text.replace(ownLinks, '')]) {
    expect(part).not.toMatch(/evil\.example|track\.|Unblock it here|https?:\/\//i);
    expect(part).not.toMatch(/<(a|img|form|input|link|script|iframe)\b|\b(href|src|action)\s*=|url\(/i);
  }
}

describe.each(testDatabases)('on %s', (_name, makeDatabase) => {
  describe('the e-mail endpoint', () => {
    let smtp: TestSmtpServer;
    let app: FastifyInstance;
    let database: TestDatabase;
    const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
    const expectRefused = async (res: Awaited<ReturnType<typeof postMail>>, status: number) => {
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toEqual({ type: expect.any(String), title: expect.any(String), status, detail: expect.any(String), code: expect.any(String) });
    };

    beforeAll(async () => {
      smtp = await startSmtpServer();
      database = await makeDatabase();
      app = await startApp({
        DATABASE_URL: database.url, SMTP_URL: smtp.url, MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50, SUPPORT_INBOX: supportInbox,
        MAIL_PER_RECIPIENT_PER_HOUR: perRecipient,
      });
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await smtp?.close();
      await database?.drop();
    });

    it('refuses every address that is not one plain mailbox, and queues nothing', async () => {
      const addresses: unknown[] = [
        'sara@example.com, evil@evil.example', 'sara@example.com;evil@evil.example', 'sara@example.com evil@evil.example',
        '"Sara" <sara@example.com>', 'Sara Ahmed <sara@example.com>', '"evil@evil.example" <sara@example.com>',
        'sara@example.com <evil@evil.example>', '<sara@example.com>', 'undisclosed-recipients:;', 'team: sara@example.com, evil@evil.example;',
        'sara@example.com (Sara)', '=?utf-8?Q?evil=40evil.example?= <sara@example.com>', '=?utf-8?B?ZXZpbEBldmlsLmV4YW1wbGU=?=@example.com',
        '=?utf-8?Q?=0D=0ABcc:evil@evil.example?=@example.com', '=?ISO-8859-1?q?evil?=@evil.example',
        'sara@example.com\rBcc: evil@evil.example', 'sara@example.com\nBcc: evil@evil.example', 'sara@example.com\u2028Bcc: evil@evil.example',
        'sara@example.com\u0085Bcc: evil@evil.example', 'sara@example.com\u0000evil@evil.example', 'sara@example.com\tBcc: evil@evil.example',
        'sara@example.com%0d%0aBcc:evil@evil.example', 'sara@example.com\r\n\r\n<script>x</script>', 'sara@evil.example.', 'sara@[127.0.0.1]',
        'sara@localhost', `${'x'.repeat(250)}@example.com`, 'sara@exa mple.com', 'sárа@example.com', '', ['sara@example.com', 'evil@evil.example'],
        { address: 'sara@example.com' }, null,
      ];
      const before = await rowCounts(app);
      for (const to of addresses) {
        for (const payload of [{ ...helpRequest('x@example.com'), to }, { to, containImages: false, subject: subjects.card, body: 'x' }]) {
          const res = await postMail(app, payload);
          expect({ to, subject: payload.subject, status: res.statusCode }).toEqual({ to, subject: payload.subject, status: 400 });
          await expectRefused(res, 400);
        }
      }
      expect(await rowCounts(app)).toEqual(before);
    });

    it('refuses every subject but the three, byte for byte', async () => {
      const help = subjects.help;
      const subjectsTried: unknown[] = [
        `${help} `, ` ${help}`, help.toLowerCase(), 'Help &amp; Support Request Received',
        `=?utf-8?B?${Buffer.from(help).toString('base64')}?=`, `=?utf-8?Q?${help.replace(/ /g, '_')}?=`,
        `${help}\u200b`, `${help}\u2028Bcc: evil@evil.example`, `${help}\u0000`, `${help}\r\nBcc: evil@evil.example`,
        `${subjects.card}\nContent-Type: text/html`, 'Неlp & Support Request Received', `Support ticket #1: ${help}`,
        `Re: ${subjects.loan}`, 'You won a prize', '', [help], { subject: help }, 42, null,
      ];
      const before = await rowCounts(app);
      for (const subject of subjectsTried) {
        const res = await postMail(app, { ...helpRequest('visitor@example.com'), subject });
        expect({ subject, status: res.statusCode }).toEqual({ subject, status: 400 });
        await expectRefused(res, 400);
      }
      expect(await rowCounts(app)).toEqual(before);
    });

    it('ignores recipients, senders, headers and attachments smuggled beside the fields of the call', async () => {
      const visitor = 'smuggler@example.com';
      const res = await postMail(app, {
        ...helpRequest(visitor),
        cc: 'evil@evil.example', bcc: ['evil@evil.example'], from: 'ceo@storefront.example', replyTo: 'evil@evil.example', sender: 'evil@evil.example',
        headers: { Bcc: 'evil@evil.example', 'X-Mailer': 'evil' }, envelope: { to: 'evil@evil.example' }, attachments: [{ path: '/etc/passwd' }],
        html: '<script>evil()</script>', text: 'evil', raw: 'Bcc: evil@evil.example\r\n\r\nevil', messageId: '<evil@evil.example>',
      });
      expect(res.statusCode).toBe(202);
      const [mine, copy] = await waitFor(() => {
        const a = mailsTo(visitor);
        const b = mailsTo(supportInbox).filter((m) => /Reply-To: smuggler@example.com/i.test(m.raw));
        return a.length === 1 && b.length === 1 && [a[0], b[0]];
      });
      for (const mail of [mine, copy]) {
        expect(mail.to).toHaveLength(1);
        expect(mail.raw).not.toMatch(/evil/i);
        expect(mail.raw).not.toContain('/etc/passwd');
        expect(mail.raw).not.toMatch(/^Content-Disposition: attachment/im);
        const { header } = mail;
        expect(header('bcc')).toEqual([]);
        expect(header('cc')).toEqual([]);
        expect(header('from')).toEqual(['Storefront <no-reply@storefront.example>']);
        expect(header('to')).toHaveLength(1);
        expect(header('subject')).toHaveLength(1);
        expect(header('message-id')[0]).toMatch(/^<support(-copy)?-\d+@storefront\.example>$/);
      }
      expect(mine.to).toEqual([visitor]);
      expect(copy.to).toEqual([supportInbox]);
    });

    it('sends a confirmation with none of the links, images or tracking pixels a client put in the body', async () => {
      const email = 'phished@example.com';
      await runJourney(injectClient(app), { ...person, email, type: 'Card', mailBody: phishingBody });
      const [mail] = await waitFor(() => mailsTo(email).length > 0 && mailsTo(email));
      expectNoVisitorContent(mail);
      expect(mail.text).toContain('Estimated processing time: 3-4 working days.');
    });

    it('sends a help request with the message as defanged text, never as a link, and none of the body', async () => {
      const email = 'help-phished@example.com';
      const message = 'Your account is locked. Log in at http://evil.example/login or www.evil.example/reset today, or write to unlock@evil.example.';
      const res = await postMail(app, helpRequest(email, { body: phishingBody, containImages: true, message }));
      expect(res.statusCode).toBe(202);
      const [mine, copy] = await waitFor(() => {
        const a = mailsTo(email);
        const b = mailsTo(supportInbox).filter((m) => m.raw.includes(email));
        return a.length === 1 && b.length === 1 && [a[0], b[0]];
      });
      for (const mail of [mine, copy]) {
        expectNoVisitorContent(mail);
        expect(mail.text).toContain('Log in at http[:]//evil[.]example/login or www[.]evil[.]example/reset today, or write to unlock[@]evil[.]example.');
        for (const part of [mail.html, mail.text]) expect(part).not.toContain('unlock@');
      }
    });

    it('answers a confirmation request the same whether or not an application exists for the address', async () => {
      const applied = 'applied@example.com';
      const journey = await runJourney(injectClient(app), { ...person, email: applied, type: 'Card' });
      const client = injectClient(app);
      const created = (await client('POST', '/api/customer-profiles/public', { country: 'AE', payload: { name: person.name, email: 'created-only@example.com', mobileNumber: person.mobileNumber } })).body;
      const application = await client('POST', '/api/applications/public', {
        country: 'AE', token: created.accessToken, payload: { customer: { customerId: created.customerId }, location: { locationId: 1 }, applicationType: 'Card' },
      });
      expect(application.status).toBe(201);
      const answer = async (to: string, subject: string) => {
        const res = await postMail(app, { to, containImages: false, subject, body: 'x' });
        return { status: res.statusCode, contentType: res.headers['content-type'], body: res.json() as Record<string, unknown> };
      };
      const cases = {
        'a submitted card (the first request)': { status: 202, contentType: expect.any(String), body: { id: journey.mailId, status: 'queued' } },
        'a submitted card (asked again)': await answer(applied, subjects.card),
        'no loan at that address': await answer(applied, subjects.loan),
        'an address that never applied': await answer('never-applied@example.com', subjects.card),
        'a Created application only': await answer('created-only@example.com', subjects.card),
      };
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      for (const [name, got] of Object.entries(cases)) {
        expect({ name, status: got.status, keys: Object.keys(got.body).sort(), status2: got.body.status }).toEqual({ name, status: 202, keys: ['id', 'status'], status2: 'queued' });
        expect(got.body.id).toMatch(uuid);
      }
      const types = new Set(Object.values(cases).slice(1).map((c) => c.contentType));
      expect(types.size).toBe(1);
      // Asking again gets the same answer, with or without an application.
      expect((await answer(applied, subjects.card)).body).toEqual(cases['a submitted card (asked again)'].body);
      expect((await answer('never-applied@example.com', subjects.card)).body).toEqual(cases['an address that never applied'].body);
      expect(cases['a submitted card (asked again)'].body).toEqual(cases['a submitted card (the first request)'].body);
    });

    it('caps the help requests to one inbox however the address is spelled (case, +tags, Gmail dots)', async () => {
      const spellings = (i: number) => [`flood+${i}@x.example`, `FLOOD@X.example`, `Flood+promo-${i}@X.EXAMPLE`][i % 3];
      const statuses: number[] = [];
      for (let i = 0; i < perRecipient + 5; i++) {
        const res = await postMail(app, helpRequest(spellings(i)), { remoteAddress: `10.30.${i}.1` });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          await expectRefused(res, 429);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([...Array(perRecipient).fill(202), ...Array(5).fill(429)]);

      const gmail = ['s.a.r.a@gmail.com', 'sara+1@googlemail.com', 'SA.RA+news@Gmail.com'];
      const gmailStatuses: number[] = [];
      for (let i = 0; i < perRecipient + 2; i++) gmailStatuses.push((await postMail(app, helpRequest(gmail[i % 3]))).statusCode);
      expect(gmailStatuses).toEqual([...Array(perRecipient).fill(202), 429, 429]);

      // What reached the SMTP server: one inbox, ten mails.
      const isFlood = (m: ReceivedMail) => m.to.some((to) => /^flood(\+[^@]*)?@x\.example$/i.test(to));
      await waitFor(() => smtp.received.filter(isFlood).length >= perRecipient);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.filter(isFlood)).toHaveLength(perRecipient);
    });

    it("queues every application's confirmation however many the inbox had this hour, answering each request the same", async () => {
      const email = 'many-cards@example.com';
      const ids: string[] = [];
      // Each journey submits a new application with the same address; every confirmation request is a 202.
      for (let i = 0; i < perRecipient + 2; i++) ids.push((await runJourney(injectClient(app, `10.40.${i}.1`), { ...person, email, type: 'Card' })).mailId);
      expect(new Set(ids).size).toBe(1);
      const [queued] = await rows<{ n: number }>(app, sql`select count(*)::int as n from mail_outbox where recipient_key = ${email}`);
      expect(queued.n).toBe(perRecipient + 2);
    }, 60_000);

    it('makes no large mail of a large request, and refuses a message longer than the support form allows', async () => {
      const email = 'large@example.com';
      const body = `<p>${'x'.repeat(49_000)}</p>`;
      expect((await postMail(app, helpRequest(email, { body, message: 'm'.repeat(helpMessageMaxLength) }))).statusCode).toBe(202);
      const [mine, copy] = await waitFor(() => {
        const a = mailsTo(email);
        const b = mailsTo(supportInbox).filter((m) => m.raw.includes(email));
        return a.length === 1 && b.length === 1 && [a[0], b[0]];
      });
      for (const mail of [mine, copy]) {
        expect(mail.raw).not.toContain('x'.repeat(100));
        expect(Buffer.byteLength(mail.raw)).toBeLessThan(40_000);
      }
      const before = await rowCounts(app);
      await expectRefused(await postMail(app, helpRequest('too-long@example.com', { message: 'm'.repeat(helpMessageMaxLength + 1) })), 400);
      await expectRefused(await postMail(app, helpRequest('too-long@example.com', { name: 'A'.repeat(helpNameMaxLength + 1) })), 400);
      await expectRefused(await postMail(app, helpRequest('link-name@example.com', { name: 'Visit evil.example' })), 400);
      expect(await rowCounts(app)).toEqual(before);
    });
  });

  describe('the support inbox', () => {
    it('gets at most MAIL_SUPPORT_PER_HOUR tickets an hour; beyond, the ticket is stored, the visitor answered 202 and the copy waits', async () => {
      const smtp = await startSmtpServer();
      const database = await makeDatabase();
      const app = await startApp({
        DATABASE_URL: database.url, SMTP_URL: smtp.url, MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50, SUPPORT_INBOX: supportInbox, MAIL_SUPPORT_PER_HOUR: 3,
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) statuses.push((await postMail(app, helpRequest(`visitor-${i}@example.com`), { remoteAddress: `10.50.${i}.1` })).statusCode);
        expect(statuses).toEqual(Array(5).fill(202));
        const [tickets] = await rows<{ n: number }>(app, sql`select count(*)::int as n from support_requests`);
        expect(tickets.n).toBe(5);
        // Every visitor's own confirmation leaves at once; three copies reach the support inbox, two wait about an hour.
        await waitFor(() => smtp.received.filter((m) => /^visitor-\d@example\.com$/.test(m.to[0])).length === 5);
        await waitFor(async () => (await rows<{ n: number }>(app, sql`select count(*)::int as n from mail_outbox where kind = 'support_copy' and status = 'sent'`))[0].n === 3);
        expect(smtp.received.filter((m) => m.to.includes(supportInbox))).toHaveLength(3);
        const waiting = await rows<{ status: string; minutes: number }>(app, sql`
          select status::text, (extract(epoch from scheduled_at - now()) / 60)::float8 as minutes from mail_outbox where kind = 'support_copy' and status <> 'sent'`);
        expect(waiting).toEqual([{ status: 'queued', minutes: expect.any(Number) }, { status: 'queued', minutes: expect.any(Number) }]);
        for (const copy of waiting) expect(Number(copy.minutes)).toBeGreaterThan(55);
      } finally {
        await app.close();
        await smtp.close();
        await database.drop();
      }
    }, 60_000);
  });
});
