/**
 * No personal data in the logs. A whole journey (customer with name, e-mail and phone,
 * application, answers, preferences, submit, confirmation mail), a help request naming the
 * visitor, refused requests carrying the same data, a recipient the SMTP server refuses once
 * (its reply names the address), and a database failure while storing the visitor's data (a 500
 * whose query carries it): the captured log, at trace level, holds none of the name, the e-mail
 * address or the phone digits, while it does record each of those events.
 */
import type { FastifyInstance } from 'fastify';
import { serverOptions } from '../../src/plugins/app/error-handler';
import { urlForLog } from '../../src/domain/log-safe';
import { waitFor } from '../support/helpers';
import { appWithLogs, type LogLine } from '../support/log-kit';
import { startSmtpServer, type TestSmtpServer } from '../../../shared/tooling/testing/smtp';
import { injectClient, runJourney } from '../support/journey';

const person = { name: 'Layla Haddad', email: 'layla.haddad@example.com', mobileNumber: '+971509876543' };
/** Every form in which the personal data could show up in a log line. */
const needles = [
  'Layla', 'Haddad', 'layla.haddad', 'layla.haddad@example.com', 'layla.haddad%40example.com', 'LAYLA.HADDAD',
  '+971509876543', '971509876543', '509876543', '050 987 6543', '%2B971509876543',
];

describe('logs', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let raw: string[];
  let lines: () => LogLine[];
  let refusedOnce = false;

  beforeAll(async () => {
    // The first delivery to the visitor is refused with a reply naming the address, as real servers do.
    smtp = await startSmtpServer({
      refuse: (address) => {
        if (address !== person.email || refusedOnce) return undefined;
        refusedOnce = true;
        return `<${address}>: Recipient address rejected: mailbox ${address} temporarily unavailable`;
      },
    });
    ({ app, raw, lines } = await appWithLogs(
      { LOG_LEVEL: 'trace', SMTP_URL: smtp.url, MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50, MAIL_RETRY_BASE_MS: 50, MAIL_RETRY_MAX_MS: 200 },
      serverOptions,
    ));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('holds no name, e-mail address or phone number after a full journey, refusals and failures', async () => {
    const client = injectClient(app);
    // The journey, with a double click on the customer and on the submit.
    const card = await runJourney(client, { ...person, country: 'AE', type: 'Card', clicks: { customer: 2, submit: 2 } });
    const loan = await runJourney(client, { ...person, country: 'AE', type: 'Loan' });

    // A help request that names the visitor in its text, and one in a URL.
    const help = await client('POST', '/api/email/public', { country: 'AE', payload: {
      to: person.email, containImages: false, subject: 'Help & Support Request Received', body: 'x', name: person.name,
      message: `Name: ${person.name}\nEmail: ${person.email}\nPhone: ${person.mobileNumber}\nMy card never arrived`,
    } });
    expect(help.status).toBe(202);

    // Refused requests that carry the same data.
    const refusals = [
      await client('POST', '/api/customer-profiles/public', { payload: { ...person, promoCode: '9-99-nowhere' } }),
      await client('POST', '/api/customer-profiles/public', { payload: { ...person, mobileNumber: `${person.mobileNumber}x` } }),
      await client('POST', '/api/customer-profiles/public', { payload: { ...person, email: `${person.name} <${person.email}>` } }),
      await client('POST', '/api/email/public', { payload: { to: person.email, containImages: false, subject: 'Your Loan Application Received\r\nBcc: x@example.com', body: person.name } }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([422, 400, 400, 400]);

    // The database fails while storing the visitor's help request: a 500 whose failed query carries the data.
    await app.database.execScript(`
      CREATE FUNCTION refuse_support_request() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'storage failed for %', NEW.email USING ERRCODE = 'XX000', DETAIL = 'row: ' || NEW.message; END $$;
      CREATE TRIGGER refuse_support_request BEFORE INSERT ON support_requests FOR EACH ROW EXECUTE FUNCTION refuse_support_request();`);
    try {
      const failed = await client('POST', '/api/email/public', { payload: { to: person.email, containImages: false, subject: 'Help & Support Request Received', body: 'x', name: person.name, message: `${person.name} ${person.mobileNumber}` } });
      expect(failed.status).toBe(500);
      expect(JSON.stringify(failed.body)).not.toMatch(/Layla|971509876543|storage failed/);
    } finally {
      await app.database.execScript('DROP TRIGGER refuse_support_request ON support_requests; DROP FUNCTION refuse_support_request();');
    }

    // Every mail delivered, the refused one after a retry.
    await waitFor(() => smtp.received.filter((m) => m.to.includes(person.email)).length === 3, 20_000);
    expect(refusedOnce).toBe(true);
    await waitFor(() => lines().filter((l) => l.msg === 'mail delivered').length >= 4, 10_000);

    // The log recorded all of it...
    const all = lines();
    const messages = all.map((l) => l.msg);
    expect(messages.filter((m) => m === 'request completed').length).toBeGreaterThan(25);
    expect(messages).toEqual(expect.arrayContaining(['request completed', 'request refused', 'request failed', 'mail delivery failed', 'mail delivered']));
    const failure = all.find((l) => l.msg === 'request failed') as LogLine & { err: { type: string; query?: string; code?: string; causeMessage?: string } };
    expect(failure.err.query).toMatch(/insert into "support_requests"/i);
    expect(failure.err.type).toBe('DrizzleQueryError');
    expect(failure.err.code).toBe('XX000');
    expect(failure.err.causeMessage).toBe('storage failed for [email]');
    const bounce = all.find((l) => l.msg === 'mail delivery failed') as LogLine & { reason: string };
    expect(bounce.reason).toContain('[email]');
    // ...and none of the visitor's personal data.
    const text = raw.join('');
    for (const needle of needles) expect({ needle, found: text.toLowerCase().includes(needle.toLowerCase()) }).toEqual({ needle, found: false });
    expect(loan.applicationId).not.toBe(card.applicationId);
  }, 120_000);

  it('writes request URLs with the query values left out (urlForLog)', () => {
    expect(urlForLog('/api/questions/public?productType=Card')).toBe('/api/questions/public?productType=…');
    expect(urlForLog(`/api/x?email=${encodeURIComponent(person.email)}&page=2&&`)).toBe('/api/x?email=…&page=…');
    expect(urlForLog(`/api/x/${person.email}`)).toBe('/api/x/[email]');
    expect(urlForLog(`/api/x/${encodeURIComponent(person.email)}/y`)).toBe('/api/x/[email]/y');
    expect(urlForLog(`/api/x/${encodeURIComponent(person.mobileNumber)}`)).toBe('/api/x/[number]');
    expect(urlForLog('/api/applications/public/12')).toBe('/api/applications/public/12');
    expect(urlForLog('/api/banners/public')).toBe('/api/banners/public');
    // Keys without a value, empty keys and long keys (cut at 40 characters) keep their place.
    expect(urlForLog(`/x?a&=v&${'k'.repeat(45)}=1&b=`)).toBe(`/x?a=…&=…&${'k'.repeat(40)}=…&b=…`);
    expect(urlForLog('/x?&&')).toBe('/x?');
  });

  // A client may put personal data in a URL: the request line logs it through `urlForLog`.
  it('keeps personal data in a URL out of the request line', async () => {
    raw.length = 0;
    expect((await app.inject({ method: 'GET', url: `/api/nothing?email=${encodeURIComponent(person.email)}&phone=${encodeURIComponent(person.mobileNumber)}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/nothing/${encodeURIComponent(person.email)}` })).statusCode).toBe(404);
    const text = raw.join('');
    expect(lines().filter((l) => l.msg === 'request completed')).toHaveLength(2);
    for (const needle of needles) expect({ needle, found: text.toLowerCase().includes(needle.toLowerCase()) }).toEqual({ needle, found: false });
  });
});
