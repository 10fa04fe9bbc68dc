/**
 * Applications in the console (support, admin): a search by reference, e-mail, market, status,
 * partner and date with the visitor's details masked; the detail with its timeline; a reveal of
 * the details, audited; the export of a search as CSV, audited. The analyst role has none of it.
 */
import { PartnerLoop, partnerSecretKeyHex } from '../support/partner-kit';
import { describeOperatorApi, signInAs, type ConsoleClient, type OperatorApi } from '../support/operator-kit';
import { mobileNumberFor } from '../support/helpers';

describeOperatorApi('applications in the console', (api: OperatorApi) => {
  let support: ConsoleClient;
  let admin: ConsoleClient;
  let loop: PartnerLoop;
  beforeAll(async () => {
    [support, admin] = [await signInAs(api, 'support'), await signInAs(api, 'admin')];
    loop = new PartnerLoop(api);
  });

  it('finds an application by reference and by e-mail with the details masked, shows its timeline, and reveals the details only with an audit line', async () => {
    const submitted = await loop.submitted('Card', 'ae');
    expect((await loop.postback(submitted.bankId, loop.event(submitted, 'approved'))).status).toBe(200);

    const byReference = (await support.get(`/applications?reference=${submitted.reference}`)).json().applications;
    expect(byReference).toHaveLength(1);
    const [found] = byReference;
    expect(found).toMatchObject({ reference: submitted.reference, market: 'ae', type: 'Card', status: 'Approved', partner: expect.any(String) });
    expect(found.visitor.email).toMatch(/^.\*\*\*@.\*\*\*\./);
    expect(found.visitor.name).toMatch(/\*\*\*/);
    const fullText = JSON.stringify(found);
    expect(fullText).not.toContain(mobileNumberFor('AE'));

    const revealed = await support.post(`/applications/${submitted.reference}/reveal`);
    expect(revealed.statusCode).toBe(200);
    const visitor = revealed.json();
    expect(visitor.mobileNumber).toBe(mobileNumberFor('AE'));
    expect(visitor.email).toContain('@');
    const byEmail = (await support.get(`/applications?email=${encodeURIComponent(visitor.email.toUpperCase())}`)).json().applications;
    expect(byEmail.map((a: { reference: string }) => a.reference)).toContain(submitted.reference);

    const [entry] = (await admin.get(`/audit?action=application.revealed&targetId=${submitted.reference}`)).json().entries;
    expect(entry).toMatchObject({ operatorEmail: support.profile!.email, targetType: 'application', after: { fields: ['name', 'email', 'mobileNumber'] } });
    expect(JSON.stringify(entry)).not.toContain(visitor.email);

    const detail = (await support.get(`/applications/${submitted.reference}`)).json();
    expect(detail.answers.length).toBeGreaterThan(0);
    expect(detail.partnerEvents).toEqual([expect.objectContaining({ status: 'approved', outcome: 'accepted' })]);
    expect(detail.bonus).toMatchObject({ currency: 'AED', state: 'pending' });
    expect(detail.mails.map((m: { kind: string }) => m.kind)).toEqual(expect.arrayContaining(['card_confirmation', 'application_approved']));
    expect(JSON.stringify(detail)).not.toContain(visitor.email);
    expect((await support.get('/applications/SF-NOTHERE')).statusCode).toBe(404);
  });

  it('filters by market, status, partner and date', async () => {
    const pk = await loop.submitted('Card', 'pk');
    const today = new Date().toISOString().slice(0, 10);
    const results = (await support.get(`/applications?market=pk&status=Submitted&partner=${pk.bankId}&from=${today}&to=${today}`)).json().applications;
    expect(results.map((a: { reference: string }) => a.reference)).toContain(pk.reference);
    expect(results.every((a: { market: string; status: string }) => a.market === 'pk' && a.status === 'Submitted')).toBe(true);
    expect((await support.get('/applications?market=pk&from=2000-01-01&to=2000-01-02')).json().applications).toEqual([]);
  });

  it('exports a search as CSV with the visitors\' details, and the export is audited', async () => {
    const submitted = await loop.submitted('Loan', 'sa');
    const csv = await support.get(`/applications/export?reference=${submitted.reference}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header).toBe('reference,market,type,status,product,partner,created,submitted,name,email,mobile');
    expect(row).toContain(submitted.reference);
    expect(row).toContain(mobileNumberFor('SA'));
    const [entry] = (await admin.get('/audit?action=application.exported')).json().entries;
    expect(entry).toMatchObject({ operatorEmail: support.profile!.email, after: { rows: 1, references: [submitted.reference] } });
  });
}, { PARTNER_SECRET_KEY: partnerSecretKeyHex });
