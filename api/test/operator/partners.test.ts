/**
 * The banks as partners in the console (admin): a postback secret is shown once when created or
 * rotated, revoked after; the recent postbacks show what was accepted, what was a duplicate and
 * what was refused and why; a monthly reconciliation CSV is applied with its summary. Every change is audited, never
 * with the secret.
 */
import { signatureHeader } from '../../src/domain/partner-signature';
import { PartnerLoop, partnerSecretKeyHex } from '../support/partner-kit';
import { describeOperatorApi, signInAs, type ConsoleClient, type OperatorApi } from '../support/operator-kit';

describeOperatorApi('partners in the console', (api: OperatorApi) => {
  let admin: ConsoleClient;
  let loop: PartnerLoop;
  beforeAll(async () => {
    admin = await signInAs(api, 'admin');
    loop = new PartnerLoop(api);
  });

  it('a secret is created, rotated and revoked; each new one is shown once and signs postbacks; the audit log never holds it', async () => {
    const { bankId } = await loop.product('Card', 'sa');
    const partners = (await admin.get('/partners')).json().partners;
    expect(partners.find((p: { bankId: number }) => p.bankId === bankId)).toMatchObject({ clickParameter: 'sf_ref', activeSecrets: 0 });

    const created = await admin.post(`/partners/${bankId}/secrets`, { action: 'create' });
    expect(created.headers['cache-control']).toBe('no-store');
    const first = created.json();
    expect(first).toMatchObject({ activeSecrets: 1, secret: expect.stringMatching(/^whsec_[0-9a-f]{64}$/) });
    expect((await admin.post(`/partners/${bankId}/secrets`, { action: 'create' })).statusCode).toBe(409);

    const submitted = await loop.submitted('Card', 'sa', (await loop.product('Card', 'sa', bankId)).productId);
    const accepted = await loop.postback(bankId, loop.event(submitted, 'approved'), { secret: first.secret });
    expect(accepted.status).toBe(200);

    const rotated = (await admin.post(`/partners/${bankId}/secrets`, { action: 'rotate' })).json();
    expect(rotated).toMatchObject({ activeSecrets: 2, secret: expect.stringMatching(/^whsec_/) });
    expect(rotated.secret).not.toBe(first.secret);
    expect((await admin.post(`/partners/${bankId}/secrets`, { action: 'revoke' })).json()).toEqual({ activeSecrets: 1 });
    // The first secret is revoked: a postback signed with it is refused, with the new one accepted.
    const body = JSON.stringify(loop.event(submitted, 'issued'));
    const t = Math.floor(Date.now() / 1000);
    const old = await loop.api.call({
      method: 'POST', url: '/api/partner/v1/conversions', payload: body,
      headers: { 'content-type': 'application/json', 'x-partner-id': String(bankId), 'x-partner-signature': signatureHeader(first.secret, t, body) },
    });
    expect(old.status).toBe(401);
    expect((await loop.postback(bankId, body, { secret: rotated.secret })).status).toBe(200);

    const listed = JSON.stringify((await admin.get('/partners')).json());
    const audit = JSON.stringify((await admin.get(`/audit?targetType=bank&targetId=${bankId}`)).json());
    for (const text of [listed, audit]) {
      expect(text).not.toContain(first.secret);
      expect(text).not.toContain(rotated.secret);
    }
    expect(JSON.parse(audit).entries.map((e: { action: string }) => e.action)).toEqual(['partner.secret-revoked', 'partner.secret-rotated', 'partner.secret-created']);
  });

  it('the recent postbacks show each event\'s outcome, and why one was refused', async () => {
    const submitted = await loop.submitted('Card', 'ae');
    await loop.postback(submitted.bankId, loop.event(submitted, 'approved'));
    await loop.postback(submitted.bankId, loop.event(submitted, 'issued', -0.01));
    const declinedAfterIssue = loop.event(submitted, 'declined');
    await loop.postback(submitted.bankId, declinedAfterIssue);
    const postbacks = (await admin.get(`/partners/${submitted.bankId}/postbacks`)).json().postbacks;
    const ours = postbacks.filter((p: { reference: string | null }) => p.reference === submitted.reference);
    expect(ours.map((p: { outcome: string }) => p.outcome)).toEqual(['refused', 'accepted', 'accepted']);
    expect(ours[0]).toMatchObject({ eventId: declinedAfterIssue.eventId, answerStatus: 409, reason: expect.stringMatching(/do not allow declined/) });
    expect((await admin.get('/partners/999999/postbacks')).statusCode).toBe(404);
  });

  it('a repeated postback is listed as a duplicate; a bad signature, an expired timestamp, an unknown reference and an invalid event as refused with the reason; no body, signature or secret is listed', async () => {
    const submitted = await loop.submitted('Card', 'ae');
    const { bankId } = submitted;
    const secret = await loop.secretOf(bankId);
    const approved = loop.event(submitted, 'approved');
    expect((await loop.postback(bankId, approved)).status).toBe(200);
    expect((await loop.postback(bankId, approved)).status).toBe(200);

    const forged = loop.event(submitted, 'issued');
    expect((await loop.postback(bankId, forged, { secret: 'whsec_not-the-bank-s-secret' })).status).toBe(401);
    const late = loop.event(submitted, 'issued');
    expect((await loop.postback(bankId, late, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
    const unknown = { ...loop.event(submitted, 'approved'), reference: 'SF-22222222' };
    expect((await loop.postback(bankId, unknown)).status).toBe(404);
    const invalid = { ...loop.event(submitted, 'approved'), reference: 'SF-NOPE' };
    expect((await loop.postback(bankId, invalid)).status).toBe(400);

    const answer = await admin.get(`/partners/${bankId}/postbacks`);
    const listed = answer.json().postbacks as { eventId: string | null; receivedAt: string; outcome: string; answerStatus: number; reason: string | null }[];
    const of = (eventId: string) => listed.filter((p) => p.eventId === eventId).map(({ outcome, answerStatus, reason }) => ({ outcome, answerStatus, reason }));
    expect(of(approved.eventId)).toEqual([
      { outcome: 'duplicate', answerStatus: 200, reason: null },
      { outcome: 'accepted', answerStatus: 200, reason: null },
    ]);
    expect(of(forged.eventId)).toEqual([{ outcome: 'refused', answerStatus: 401, reason: expect.stringMatching(/^Bad signature/) }]);
    expect(of(late.eventId)).toEqual([{ outcome: 'refused', answerStatus: 401, reason: expect.stringMatching(/^Expired timestamp: signed 3[0-9]{3} s before/) }]);
    expect(of(unknown.eventId)).toEqual([{ outcome: 'refused', answerStatus: 404, reason: "The reference is not one of this partner's applications." }]);
    expect(of(invalid.eventId)).toEqual([{ outcome: 'refused', answerStatus: 400, reason: expect.stringMatching(/^Invalid event: .*reference/) }]);
    expect(answer.body).not.toContain(secret);
    expect(answer.body).not.toContain('v1=');
    expect(answer.body).not.toContain('occurredAt');
    // The bank's list names its last postback, the refused one included.
    const partner = (await admin.get('/partners')).json().partners.find((p: { bankId: number }) => p.bankId === bankId);
    expect(partner.lastPostbackAt).toBe(listed[0].receivedAt);
  });

  it('a reconciliation CSV is applied as its postbacks, with a summary, and audited', async () => {
    const submitted = await loop.submitted('Card', 'pk');
    const csv = `reference,status,date,event id\r\n${submitted.reference},approved,${new Date().toISOString()},recon-${Date.now()}\r\nSF-NOPE0000,approved,${new Date().toISOString()},recon-x-${Date.now()}\r\n`;
    const answer = await admin.call('POST', `/partners/${submitted.bankId}/reconciliation`, csv, { headers: { 'content-type': 'text/csv' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ changed: 1, refused: 1 });
    expect((await admin.call('POST', `/partners/${submitted.bankId}/reconciliation`, 'not,a,header\r\n', { headers: { 'content-type': 'text/csv' } })).statusCode).toBe(400);
    const [entry] = (await admin.get(`/audit?action=partner.reconciled&targetId=${submitted.bankId}`)).json().entries;
    expect(entry).toMatchObject({ after: { changed: 1, refused: 1 } });
    const listed = (await admin.get(`/partners/${submitted.bankId}/postbacks`)).json().postbacks;
    expect(listed.filter((p: { via: string }) => p.via === 'reconciliation').map((p: { outcome: string }) => p.outcome).sort()).toEqual(['accepted']);
  });
}, { PARTNER_SECRET_KEY: partnerSecretKeyHex });
