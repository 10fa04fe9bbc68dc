/**
 * The support desk through the operator API, on each database: a help request becomes a ticket
 * that support reads, notes and answers, the reply reaching the visitor through the outbox and a
 * real SMTP server; a complaint is a ticket of its own kind with the reference the visitor was
 * given; every call is audited; other roles are refused.
 */
import { sql } from 'drizzle-orm';
import { COMPLAINT_REFERENCE_PREFIX, complaintReferencePattern } from '@storefront/shared/contract';
import { startSmtpServer, type TestSmtpServer } from '../../../shared/tooling/testing/smtp';
import { describeOperatorApi, signInAs, type ConsoleClient, type OperatorApi } from '../support/operator-kit';
import { helpRequest, postMail, rows } from '../support/mail-kit';
import { waitFor } from '../support/helpers';

const settings: Record<string, string | number | boolean> = { MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50, STOREFRONT_URL: 'https://storefront.example' };
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  settings.SMTP_URL = smtp.url;
});
afterAll(() => smtp?.close());

let visitors = 0;
const newAddress = (name: string) => `${name}.${process.pid}.${++visitors}@example.com`;

describeOperatorApi('the support desk', (api: OperatorApi) => {
  let support: ConsoleClient;
  let admin: ConsoleClient;
  beforeAll(async () => {
    support = await signInAs(api, 'support');
    admin = await signInAs(api, 'admin');
  }, 120_000);

  const ticketOf = async (search: string) => {
    const list = await support.get(`/tickets?search=${encodeURIComponent(search)}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().tickets).toHaveLength(1);
    return list.json().tickets[0];
  };
  const auditOf = async (ticketId: number) =>
    (await admin.get(`/audit?targetType=ticket&targetId=${ticketId}`)).json().entries.map((e: { action: string; operatorEmail: string }) => [e.action, e.operatorEmail]);

  it('a help request is a new ticket; support notes it and replies, and the visitor receives the reply by mail', async () => {
    const email = newAddress('amina');
    expect((await postMail(api.app, helpRequest(email, { message: 'My card never arrived.' }), { country: 'AE' })).statusCode).toBe(202);

    const ticket = await ticketOf(email);
    expect(ticket).toMatchObject({ kind: 'help', status: 'new', reference: null, name: 'Amina Khan', email, country: 'ae', erased: false });
    const detail = (await support.get(`/tickets/${ticket.id}`)).json();
    expect(detail).toMatchObject({ message: 'My card never arrived.', entries: [] });
    expect(detail.mails.map((m: { kind: string }) => m.kind).sort()).toEqual(['support_confirmation', 'support_copy']);

    const note = await support.post(`/tickets/${ticket.id}/notes`, { body: 'Courier says the card is at the depot.' });
    expect(note.statusCode).toBe(201);
    const reply = await support.post(`/tickets/${ticket.id}/replies`, { body: 'Your card is at the courier\'s depot.\nIt will reach you within two days.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ kind: 'reply', author: support.profile!.email });

    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email) && m.subject === 'Our answer to your help request'), 30_000);
    expect(mail.text).toContain("Your card is at the courier's depot.");
    expect(mail.text).toContain('It will reach you within two days.');
    expect(mail.text).toContain('Dear Amina Khan,');
    // The visitor answers the support inbox, not a no-reply address.
    expect(mail.header('reply-to')).toEqual([api.app.config.SUPPORT_INBOX]);
    expect(mail.html).toContain('It will reach you within two days.');
    // The note is support's own: no mail to the visitor carries it.
    expect(smtp.received.filter((m) => m.to.includes(email)).some((m) => m.text.includes('depot.') && m.text.includes('Courier'))).toBe(false);

    const answered = (await support.get(`/tickets/${ticket.id}`)).json();
    expect(answered.ticket.status).toBe('answered');
    expect(answered.entries.map((e: { kind: string }) => e.kind)).toEqual(['note', 'reply']);
    await waitFor(async () => (await support.get(`/tickets/${ticket.id}`)).json().mails.some((m: { kind: string; status: string }) => m.kind === 'support_reply' && m.status === 'sent'), 30_000);

    const closed = await support.patch(`/tickets/${ticket.id}`, { status: 'closed' });
    expect(closed.json()).toMatchObject({ id: ticket.id, status: 'closed' });
    expect(await auditOf(ticket.id)).toEqual(expect.arrayContaining([
      ['ticket.viewed', support.profile!.email], ['ticket.noted', support.profile!.email],
      ['ticket.replied', support.profile!.email], ['ticket.status-changed', support.profile!.email],
    ]));
    // The audit log keeps states and identifiers, never the visitor's words or address.
    const audit = await rows<{ line: string }>(api.app, sql`SELECT a::text AS line FROM audit_log a`);
    expect(audit.some(({ line }) => line.includes(email) || line.includes('depot'))).toBe(false);
  });

  it('a complaint gets a reference the visitor quotes; its receipt and the reply name it, in the language it was written in', async () => {
    const email = newAddress('layla');
    const sent = await postMail(api.app, { ...helpRequest(email, { name: 'Layla Saeed', message: 'The bonus was promised but never paid.' }), kind: 'complaint' }, { country: 'AE', language: 'ar' });
    expect(sent.statusCode).toBe(202);
    const { reference } = sent.json();
    expect(reference).toMatch(new RegExp(complaintReferencePattern));
    expect(reference.startsWith(COMPLAINT_REFERENCE_PREFIX)).toBe(true);

    const receipt = await waitFor(() => smtp.received.find((m) => m.to.includes(email) && m.subject.includes(reference)), 30_000);
    expect(receipt.subject).toBe(`استلمنا شكواك ${reference}`);

    const ticket = await ticketOf(reference);
    expect(ticket).toMatchObject({ kind: 'complaint', status: 'new', reference, email, language: 'ar' });
    expect((await support.get('/tickets?kind=complaint')).json().tickets.map((t: { id: number }) => t.id)).toContain(ticket.id);
    expect((await support.get('/tickets?kind=help')).json().tickets.map((t: { id: number }) => t.id)).not.toContain(ticket.id);

    expect((await support.post(`/tickets/${ticket.id}/replies`, { body: 'تم دفع المكافأة اليوم.' })).statusCode).toBe(201);
    const answer = await waitFor(() => smtp.received.find((m) => m.to.includes(email) && m.subject === `ردّنا على شكواك ${reference}`), 30_000);
    expect(answer.text).toContain('تم دفع المكافأة اليوم.');
    expect(answer.text).toContain(reference);
  });

  it('answers a missing ticket, an empty reply and an unknown status with clear errors', async () => {
    const missing = await support.post('/tickets/999999/replies', { body: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ticket.not-found', detail: 'Ticket 999999 does not exist.' });
    expect(missing.body).not.toMatch(/at .*\.ts:\d+/);
    expect((await support.post('/tickets/1/notes', { body: '   ' })).statusCode).toBe(400);
    expect((await support.patch('/tickets/1', { status: 'deleted' })).statusCode).toBe(400);
  });

  it('refuses the support desk to every other role, and to a browser without a session or CSRF token', async () => {
    for (const role of ['admin', 'catalog', 'finance', 'analyst'] as const) {
      const other = role === 'admin' ? admin : await signInAs(api, role);
      expect((await other.get('/tickets')).statusCode).toBe(403);
      expect((await other.post('/visitors/search', { email: 'someone@example.com' })).statusCode).toBe(403);
    }
    const stranger = new (support.constructor as new (server: OperatorApi['operator']) => ConsoleClient)(api.operator);
    expect((await stranger.get('/tickets')).statusCode).toBe(401);
    expect((await support.call('POST', '/tickets/1/notes', { body: 'x' }, { csrf: false })).statusCode).toBe(403);
  });
}, settings);
