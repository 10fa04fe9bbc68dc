/**
 * Bonuses and payouts in the console (finance), four eyes: one operator creates a batch of the
 * confirmed bonuses of a currency, another approves it, it is exported as CSV for the bank
 * transfer and marked paid; the visitors get their "bonus paid" mail; every step is audited.
 */
import { sql } from 'drizzle-orm';
import { payoutCsvHeader, type AuditEntry } from '@storefront/shared/contract';
import { PartnerLoop, partnerSecretKeyHex } from '../support/partner-kit';
import { describeOperatorApi, signInAs, type ConsoleClient, type OperatorApi } from '../support/operator-kit';

describeOperatorApi('four-eyes payouts', (api: OperatorApi) => {
  let first: ConsoleClient;
  let second: ConsoleClient;
  let admin: ConsoleClient;
  let loop: PartnerLoop;
  beforeAll(async () => {
    [first, second, admin] = [await signInAs(api, 'finance'), await signInAs(api, 'finance'), await signInAs(api, 'admin')];
    loop = new PartnerLoop(api);
  });

  it('the ledger shows pending and confirmed bonuses with totals per currency; a batch is created by one operator, approved by another, exported and paid', async () => {
    const confirmed = [await loop.submitted('Card', 'ae'), await loop.submitted('Card', 'ae')];
    const pending = await loop.submitted('Card', 'ae');
    for (const s of confirmed) expect((await loop.postback(s.bankId, loop.event(s, 'approved', 45))).status).toBe(200);
    expect((await loop.postback(pending.bankId, loop.event(pending, 'approved', 1))).status).toBe(200);

    const ledger = (await first.get('/bonuses')).json();
    const stateOf = (reference: string) => ledger.entries.find((e: { reference: string }) => e.reference === reference)?.state;
    expect(confirmed.map((s) => stateOf(s.reference))).toEqual(['confirmed', 'confirmed']);
    expect(stateOf(pending.reference)).toBe('pending');
    const aedConfirmed = ledger.totals.find((t: { currency: string; state: string }) => t.currency === 'AED' && t.state === 'confirmed');
    expect(aedConfirmed.count).toBeGreaterThanOrEqual(2);

    const created = await first.post('/payouts', { currency: 'AED' });
    expect(created.statusCode).toBe(201);
    const batch = created.json();
    expect(batch).toMatchObject({ currency: 'AED', status: 'created', createdBy: first.profile!.email, approvedBy: null });
    expect(batch.bonusCount).toBe(aedConfirmed.count);

    // The creator can neither approve nor pay their own batch.
    expect((await first.post(`/payouts/${batch.id}/approval`)).json()).toMatchObject({ code: 'payout.same-operator' });
    expect((await first.post(`/payouts/${batch.id}/paid`)).json()).toMatchObject({ code: 'payout.not-approved' });
    expect((await second.post(`/payouts/${batch.id}/paid`)).json()).toMatchObject({ code: 'payout.not-approved' });

    const approved = await second.post(`/payouts/${batch.id}/approval`);
    expect(approved.json()).toMatchObject({ status: 'approved', approvedBy: second.profile!.email });
    expect((await second.post(`/payouts/${batch.id}/approval`)).statusCode).toBe(409);

    const csv = await first.get(`/payouts/${batch.id}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(payoutCsvHeader.join(','));
    expect(lines).toHaveLength(1 + batch.bonusCount);
    for (const s of confirmed) expect(csv.body).toContain(s.reference);
    expect(csv.body).not.toContain(pending.reference);

    const paid = await first.post(`/payouts/${batch.id}/paid`);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect((await first.post(`/payouts/${batch.id}/paid`)).json()).toMatchObject({ code: 'payout.already-paid' });
    const after = (await first.get('/bonuses?state=paid')).json();
    expect(after.entries.map((e: { reference: string }) => e.reference)).toEqual(expect.arrayContaining(confirmed.map((s) => s.reference)));

    const mails = (await api.app.db.execute(sql`
      SELECT count(*)::int AS n FROM mail_outbox m JOIN applications a ON a.id = m.application_id
       WHERE m.kind = 'bonus_paid' AND a.reference IN (${confirmed[0].reference}, ${confirmed[1].reference})`)) as unknown as { rows: { n: number }[] };
    expect(mails.rows[0].n).toBe(2);

    const audit: AuditEntry[] = (await admin.get(`/audit?targetType=payout-batch&targetId=${batch.id}`)).json().entries;
    expect(audit.map((e) => [e.action, e.operatorEmail])).toEqual([
      ['payout.paid', first.profile!.email],
      ['payout.exported', first.profile!.email],
      ['payout.approved', second.profile!.email],
      ['payout.created', first.profile!.email],
    ]);
    expect(audit[0]).toMatchObject({ before: { status: 'approved' }, after: { status: 'paid' } });
  });

  it('with no confirmed bonus of the currency there is nothing to pay', async () => {
    const answer = await first.post('/payouts', { currency: 'PKR' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'payout.nothing-to-pay' });
  });
}, { PARTNER_SECRET_KEY: partnerSecretKeyHex });
