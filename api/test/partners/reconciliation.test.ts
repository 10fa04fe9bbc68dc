/** A bank's monthly reconciliation CSV, applied with the rules of its postbacks, and the summary of what it did. */
import { reconcile } from '../../src/services/partner-reconciliation';
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

  it('refuses a file without the header', async () => {
    await expect(reconcile(loop.app.db, 1201, 'SF-22222222,approved,2026-12-01T09:30:00Z,e1')).rejects.toThrow(/header/);
  });
});
