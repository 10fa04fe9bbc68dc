/**
 * A visitor's erasure through the operator API, on each database: support finds the visitor's
 * records by their address and erases them; afterwards nothing personal of theirs is left in any
 * table (the audit log included), another visitor's data is untouched, and the statistics stay:
 * the applications and tickets with their country, product, status and dates, and the funnel.
 */
import { sql } from 'drizzle-orm';
import { describeOperatorApi, signInAs, type ConsoleClient, type OperatorApi } from '../support/operator-kit';
import { helpRequest, postMail, rows } from '../support/mail-kit';
import { RouteApi } from '../support/route-kit';
import { PartnerLoop } from '../support/partner-kit';
import { funnelReport } from '../../src/services/funnel';
import { anonymiseExpired } from '../../src/db/repositories/retention';

let visitors = 0;
const newAddress = (name: string) => `${name}.${process.pid}.${++visitors}@example.com`;
const today = () => new Date().toISOString().slice(0, 10);

/** Every row of every table of the schema, as text. */
async function everyRow(api: OperatorApi): Promise<string[]> {
  const tables = await rows<{ name: string }>(api.app, sql`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`);
  const out: string[] = [];
  for (const { name } of tables) {
    out.push(...(await rows<{ line: string }>(api.app, sql.raw(`SELECT t::text AS line FROM "${name}" t`))).map((r) => `${name}: ${r.line}`));
  }
  return out;
}

describeOperatorApi('a visitor\'s erasure', (api: OperatorApi) => {
  let support: ConsoleClient;
  let routes: RouteApi;
  beforeAll(async () => {
    support = await signInAs(api, 'support');
    routes = new RouteApi(api);
  }, 120_000);

  /** A visitor who applied for a card and wrote to support twice (a question answered by support, and a complaint). */
  async function visitor(email: string, name: string, words: string) {
    const { applicationId, customerId, token } = await routes.newApplication('Card', 'AE', email);
    expect((await routes.answer(applicationId, token, 'Card', 'AE', Array(20).fill(/./))).status).toBe(200);
    const { productId } = await new PartnerLoop(api).product('Card', 'ae');
    const submit = await routes.call({
      method: 'PUT', url: '/api/applications/public', country: 'AE', token,
      payload: { applicationId, customer: { customerId }, product: { productId }, applicationType: 'Card', status: 'Submitted' },
    });
    expect(submit.status).toBe(200);
    expect((await postMail(api.app, helpRequest(email, { name, message: `${words} question` }), { country: 'AE' })).statusCode).toBe(202);
    expect((await postMail(api.app, { ...helpRequest(email, { name, message: `${words} complaint` }), kind: 'complaint' }, { country: 'AE' })).statusCode).toBe(202);
    const { tickets } = (await support.get(`/tickets?search=${encodeURIComponent(email)}&kind=help`)).json();
    expect((await support.post(`/tickets/${tickets[0].id}/replies`, { body: `${words} answered` })).statusCode).toBe(201);
    return { reference: submit.body.reference as string };
  }

  it('erases the visitor\'s personal data everywhere and keeps the statistics and the other visitors\' data', async () => {
    const email = newAddress('zubaida');
    const other = newAddress('hamid');
    const erased = await visitor(email, 'Zubaida Qureshi', 'Zanzibar-parcel');
    const kept = await visitor(other, 'Hamid Latif', 'Kilimanjaro-parcel');

    const found = (await support.post('/visitors/search', { email: email.toUpperCase() })).json();
    expect(found.customers).toHaveLength(1);
    expect(found.applications).toEqual([expect.objectContaining({ reference: erased.reference, country: 'ae', product: 'Card', status: 'Submitted' })]);
    expect(found.tickets.map((t: { kind: string }) => t.kind).sort()).toEqual(['complaint', 'help']);
    expect(found.mails).toBeGreaterThanOrEqual(5);

    const before = (await rows<{ applications: number; tickets: number }>(api.app, sql`
      SELECT (SELECT count(*)::int FROM applications) AS applications, (SELECT count(*)::int FROM support_requests) AS tickets`))[0];
    const funnelBefore = await funnelReport(api.app.db, { from: today(), to: today() });

    const erasure = await support.post('/visitors/erasure', { email });
    expect(erasure.statusCode).toBe(200);
    expect(erasure.json()).toMatchObject({ customers: 1, applications: 1, tickets: 2, ticketEntries: 1 });
    expect(erasure.json().mails).toBe(found.mails);

    // Nothing of the visitor is left, in any table: address, name, words, or the reply sent to them.
    const leftovers = (await everyRow(api)).filter((line) => line.includes(email) || line.includes('Zubaida') || line.includes('Zanzibar'));
    expect(leftovers).toEqual([]);
    // The other visitor's records are whole.
    const all = (await everyRow(api)).join('\n');
    expect(all).toContain(other);
    expect(all).toContain('Kilimanjaro-parcel question');

    // The statistics stay: every row, with its market, product and status; the funnel counts the same.
    const after = (await rows<{ applications: number; tickets: number }>(api.app, sql`
      SELECT (SELECT count(*)::int FROM applications) AS applications, (SELECT count(*)::int FROM support_requests) AS tickets`))[0];
    expect(after).toEqual(before);
    const [application] = await rows<{ country: string; status: string; product: string }>(api.app, sql`
      SELECT country::text, status::text, application_type::text AS product FROM applications WHERE reference = ${erased.reference}`);
    expect(application).toEqual({ country: 'ae', status: 'Submitted', product: 'Card' });
    expect((await funnelReport(api.app.db, { from: today(), to: today() })).totals).toEqual(funnelBefore.totals);
    expect(kept.reference).not.toBe(erased.reference);

    // The console shows the erased tickets as erased, and nobody can be written to any more.
    const { tickets } = (await support.get('/tickets?kind=complaint')).json();
    const blank = tickets.find((t: { erased: boolean }) => t.erased);
    expect(blank).toMatchObject({ name: '', email: '', erased: true });
    const refused = await support.post(`/tickets/${blank.id}/replies`, { body: 'Hello again' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ticket.erased');

    // A second erasure finds nothing left.
    expect((await support.post('/visitors/search', { email })).json()).toEqual({ customers: [], applications: [], tickets: [], mails: 0 });
  });

  it('retention blanks support\'s notes and replies with their ticket once they are past the retention days', async () => {
    const email = newAddress('old.ticket');
    expect((await postMail(api.app, helpRequest(email, { message: 'An old question' }), { country: 'AE' })).statusCode).toBe(202);
    const { tickets } = (await support.get(`/tickets?search=${encodeURIComponent(email)}`)).json();
    expect((await support.post(`/tickets/${tickets[0].id}/notes`, { body: 'Old note about Timbuktu' })).statusCode).toBe(201);
    const days = api.app.config.RETENTION_DAYS;
    await api.app.db.execute(sql`UPDATE support_requests SET created_at = now() - ${days + 1}::int * interval '1 day' WHERE id = ${tickets[0].id}`);
    await api.app.db.execute(sql`UPDATE support_ticket_entries SET created_at = now() - ${days + 1}::int * interval '1 day' WHERE support_request_id = ${tickets[0].id}`);

    const run = await anonymiseExpired(api.app.db, days);
    expect(run).toMatchObject({ supportRequests: 1, ticketEntries: 1 });
    const detail = (await support.get(`/tickets/${tickets[0].id}`)).json();
    expect(detail).toMatchObject({ message: '', ticket: { erased: true, email: '' }, entries: [{ kind: 'note', body: '' }] });
  });

  it('is audited with identifiers and counts, never the address', async () => {
    const admin = await signInAs(api, 'admin');
    const entries = (await admin.get('/audit?targetType=visitor')).json().entries;
    const erasure = entries.find((e: { action: string }) => e.action === 'visitor.erased');
    expect(erasure).toMatchObject({ operatorEmail: support.profile!.email, after: expect.objectContaining({ customers: 1, tickets: 2 }) });
    expect(erasure.before.applications).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toMatch(/zubaida/i);
  });
});
