/** A bank's monthly reconciliation CSV, applied with the rules of its postbacks, and the summary of what it did. */
import { sql } from 'drizzle-orm';
import { reconcile } from '../../src/services/partner-reconciliation';
import { rows } from '../support/mail-kit';
import { daysFromNow, describePartnerLoop } from '../support/partner-kit';

describePartnerLoop('the monthly reconciliation', (loop) => {
  it('applies each row as its postback: known ids change nothing, impossible rows are refused with their reason', async () => {
    const first = await loop.submitted();
    const second = await loop.submitted('Card', 'ae', first.productId);
    const bank = first.bankId;
    const postback = { ...loop.event(first, 'approved', 2), eventId: `rec-${first.reference}-a` };
    expect((await loop.postback(bank, postback)).status).toBe(200);

    const csv = [
      'reference,status,date,event id',
      `${first.reference},approved,${postback.occurredAt},${postback.eventId}`,
      `${first.reference},issued,${daysFromNow(-1)},rec-${first.reference}-b`,
      `${second.reference},approved,${daysFromNow(-3)},rec-${second.reference}-c`,
      `${second.reference},approved,${daysFromNow(-2)},rec-${second.reference}-d`,
      `${second.reference},declined,${daysFromNow(-1)},rec-${second.reference}-e`,
      `SF-22222222,approved,${daysFromNow(-1)},rec-${second.reference}-f`,
      `${second.reference},won,${daysFromNow(-1)},rec-${second.reference}-g`,
      '',
    ].join('\r\n');
    const summary = await reconcile(loop.app.db, bank, csv);
    expect(summary.rows.map((r) => [r.line, r.outcome, r.applicationStatus ?? r.reason])).toEqual([
      [2, 'known', 'Approved'],
      [3, 'changed', 'Issued'],
      [4, 'changed', 'Approved'],
      [5, 'applied', 'Approved'],
      [6, 'refused', expect.stringMatching(/do not allow declined/)],
      [7, 'refused', "The reference is not one of this partner's applications."],
      [8, 'refused', expect.stringMatching(/^status /)],
    ]);
    expect(summary).toEqual(expect.objectContaining({ changed: 2, applied: 1, known: 1, refused: 3 }));
    expect((await loop.read(first)).status).toBe('Issued');
    expect((await loop.read(second)).status).toBe('Approved');

    // The same file again: every stored row is known, with its first answer; nothing changes.
    const again = await reconcile(loop.app.db, bank, csv);
    expect(again.rows.map((r) => r.outcome)).toEqual(['known', 'known', 'known', 'known', 'known', 'known', 'refused']);
    expect((await loop.read(second)).status).toBe('Approved');
  });

  it("queues the visitor's news for the rows that change an application, once, as a postback does", async () => {
    const approved = await loop.submitted();
    const declined = await loop.submitted('Card', 'ae', approved.productId);
    const csv = [
      'reference,status,date,event id',
      `${approved.reference},approved,${daysFromNow(-2)},mail-${approved.reference}-a`,
      `${declined.reference},declined,${daysFromNow(-1)},mail-${declined.reference}-d`,
    ].join('\n');
    const newsOf = async () => rows<{ reference: string; kind: string }>(loop.app, sql`
      SELECT a.reference, o.kind::text AS kind FROM mail_outbox o JOIN applications a ON a.id = o.application_id
       WHERE a.reference IN (${approved.reference}, ${declined.reference}) AND o.kind IN ('application_approved', 'application_declined')
       ORDER BY a.reference = ${approved.reference} DESC`);

    expect((await reconcile(loop.app.db, approved.bankId, csv, { mail: loop.app.mail })).changed).toBe(2);
    const expected = [
      { reference: approved.reference, kind: 'application_approved' },
      { reference: declined.reference, kind: 'application_declined' },
    ];
    expect(await newsOf()).toEqual(expected);
    // The same file again: known rows, no second mail.
    await reconcile(loop.app.db, approved.bankId, csv, { mail: loop.app.mail });
    expect(await newsOf()).toEqual(expected);
  });

  it('refuses a file without the header', async () => {
    await expect(reconcile(loop.app.db, 1201, 'SF-22222222,approved,2026-12-01T09:30:00Z,e1')).rejects.toThrow(/header/);
  });
});
