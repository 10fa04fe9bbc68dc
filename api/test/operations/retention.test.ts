/**
 * Retention on PostgreSQL: personal data older than RETENTION_DAYS is blanked by the job an
 * instance runs when it starts (and hourly), while the application, its product and answers stay
 * for statistics; two instances running it at once anonymise each row once and fail nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createPgSchema, startApp, waitFor } from '../support/helpers';
import { injectClient, runJourney } from '../support/journey';
import { helpRequest, postMail, rows } from '../support/mail-kit';
import { anonymiseExpired } from '../../src/db/repositories/retention';
import { loadConfig } from '../../src/config';

const days = 180;

describe('retention of personal data', () => {
  let database: Awaited<ReturnType<typeof createPgSchema>>;
  let app: FastifyInstance;
  let second: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await createPgSchema();
    app = await startApp({ DATABASE_URL: database.url, RETENTION_DAYS: days });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await app?.close();
    await database?.drop();
  });

  /** A full card journey with its confirmation, and a help request, by one visitor; every mail marked as delivered. */
  async function visitor(email: string) {
    const journey = await runJourney(injectClient(app), { name: 'Layla Haddad', email, mobileNumber: '+971509876543', country: 'AE', type: 'Card' });
    expect((await postMail(app, helpRequest(email, { name: 'Layla Haddad', message: 'Call me on +971509876543' }), { country: 'AE' })).statusCode).toBe(202);
    await app.db.execute(sql`update mail_outbox set status = 'sent', sent_at = now() where status = 'queued'`);
    return journey;
  }

  /** Moves a visitor's records `age` days into the past. */
  async function backdate(email: string, age: number) {
    const interval = sql`${age}::int * interval '1 day'`;
    await app.db.execute(sql`update customers set created_at = created_at - ${interval} where email = ${email}`);
    await app.db.execute(sql`update applications set created_at = created_at - ${interval}, submitted_at = submitted_at - ${interval}
      where customer_id in (select id from customers where email = ${email})`);
    await app.db.execute(sql`update support_requests set created_at = created_at - ${interval} where email = ${email}`);
    await app.db.execute(sql`update mail_outbox set created_at = created_at - ${interval} where to_address = ${email} or reply_to = ${email}`);
  }

  const customerOf = (applicationId: string) =>
    rows<{ name: string; email: string; mobile_number: string; promo_code: string; country: string; anonymised: boolean }>(app, sql`
      select c.name, c.email, c.mobile_number, c.promo_code, c.country::text, c.anonymised_at is not null as anonymised
        from customers c join applications a on a.customer_id = c.id where a.public_id = ${applicationId}`);
  const applicationRow = (applicationId: string) =>
    rows(app, sql`select status::text, application_type::text, country::text, product_id, credit_score, client_risk_profile::text,
      (select count(*)::int from screening_answers s where s.application_id = a.id) as answers,
      (select count(*)::int from preferences p where p.application_id = a.id) as preferences
      from applications a where public_id = ${applicationId}`);
  const supportRequestsOf = (country: string) =>
    rows<{ name: string; email: string; message: string; anonymised: boolean }>(app, sql`
      select name, email, message, anonymised_at is not null as anonymised from support_requests where country = ${country} order by id`);

  it('blanks what is older than RETENTION_DAYS when an instance starts, and keeps the application and its product', async () => {
    const old = await visitor('layla.old@example.com');
    const recent = await visitor('layla.recent@example.com');
    const applicationBefore = await applicationRow(old.applicationId);
    await backdate('layla.old@example.com', days + 1);
    await backdate('layla.recent@example.com', days - 1);

    // Another instance starts: its first run of the job anonymises what is past the retention.
    second = await startApp({ DATABASE_URL: database.url, RETENTION_DAYS: days });
    await waitFor(async () => (await customerOf(old.applicationId))[0]?.anonymised, 20_000);

    expect(await customerOf(old.applicationId)).toEqual([{ name: '', email: '', mobile_number: '', promo_code: expect.any(String), country: 'ae', anonymised: true }]);
    expect(await applicationRow(old.applicationId)).toEqual(applicationBefore);
    expect(applicationBefore).toEqual([expect.objectContaining({ status: 'Submitted', application_type: 'Card', country: 'ae', product_id: old.productId })]);
    const [{ n: mailsLeft }] = await rows<{ n: number }>(app, sql`
      select count(*)::int as n from mail_outbox
       where to_address = 'layla.old@example.com' or reply_to = 'layla.old@example.com' or html like '%layla.old%' or text like '%layla.old%'`);
    expect(mailsLeft).toBe(0);
    const blanked = await rows(app, sql`select kind::text, to_address, recipient_key, reply_to, html, text from mail_outbox where anonymised_at is not null order by kind`);
    expect(blanked).toEqual(['card_confirmation', 'support_confirmation', 'support_copy'].map((kind) => ({ kind, to_address: '', recipient_key: '', reply_to: null, html: '', text: '' })));

    // The recent visitor keeps everything.
    expect(await customerOf(recent.applicationId)).toEqual([expect.objectContaining({ name: 'Layla Haddad', email: 'layla.recent@example.com', mobile_number: '+971509876543', anonymised: false })]);
    expect(await supportRequestsOf('ae')).toEqual([
      { name: '', email: '', message: '', anonymised: true },
      { name: 'Layla Haddad', email: 'layla.recent@example.com', message: 'Call me on +971509876543', anonymised: false },
    ]);
  }, 120_000);

  it('anonymises each row once when two instances run the job at the same time', async () => {
    await visitor('layla.twice@example.com');
    await backdate('layla.twice@example.com', days + 30);
    const runs = await Promise.all([anonymiseExpired(app.db, days), anonymiseExpired(second!.db, days)]);
    const done = runs.filter((r) => r !== undefined);
    expect(done.length).toBeGreaterThanOrEqual(1);
    const sum = (key: 'customers' | 'supportRequests' | 'mails') => done.reduce((n, r) => n + r![key], 0);
    expect({ customers: sum('customers'), supportRequests: sum('supportRequests'), mails: sum('mails') }).toEqual({ customers: 1, supportRequests: 1, mails: 3 });
    // A later run finds nothing left to do.
    expect(await app.retention.run()).toEqual({ customers: 0, supportRequests: 0, ticketEntries: 0, mails: 0 });
  }, 120_000);
});

describe('the privacy policy', () => {
  it('states how long personal data is kept: the default RETENTION_DAYS', () => {
    const policy = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../shell/public/content/privacy.json'), 'utf8')) as { privacy_info: { title?: string; contents: string[] }[] };
    const section = policy.privacy_info.find((s) => s.title === '5. How long we keep it');
    expect(section?.contents.join(' ')).toContain(`for ${loadConfig({}).RETENTION_DAYS} days. After that they are erased automatically`);
  });
});
