/**
 * The bonus ledger's invariants under any sequence of bank events (repeated, out of order, at once)
 * and payouts, as fast-check properties on each database: at most one bonus per application; a
 * bonus in at most one payout batch, never a cancelled one; a batch's total the sum of its bonuses;
 * nothing paid twice; a reversal after payment a clawback, never a negative payment. The events go
 * through the real endpoint with real signatures; the payouts through the payout service.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createPayoutBatch, markPayoutBatchPaid } from '../../src/services/payouts';
import { ledgerEntries, liability } from '../../src/db/repositories/bonuses';
import { describePartnerLoop, newEventId, type ConversionEvent, type PartnerLoop, type Submitted } from '../support/partner-kit';
import type { Reply } from '../support/route-kit';

type Action =
  | { kind: 'event'; application: number; status: ConversionEvent['status']; daysAgo: number }
  | { kind: 'repeat'; which: number }
  | { kind: 'batch'; operator: 'ops-a' | 'ops-b' }
  | { kind: 'pay'; which: number; operator: 'ops-a' | 'ops-b' };

const APPLICATIONS = 3;
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.record({
    kind: fc.constant('event' as const), application: fc.nat(APPLICATIONS - 1),
    status: fc.constantFrom('approved', 'declined', 'issued', 'reversed'),
    // Either side of the 30-day lock: some bonuses pending, some confirmed.
    daysAgo: fc.constantFrom(0, 5, 29, 45, 60),
  }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('repeat' as const), which: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('batch' as const), operator: fc.constantFrom('ops-a' as const, 'ops-b' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pay' as const), which: fc.nat(5), operator: fc.constantFrom('ops-a' as const, 'ops-b' as const) }) },
);
/** Steps of up to three actions each, the actions of a step sent at once. */
const scenario = fc.array(fc.array(action, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 });

const rows = async <T>(loop: PartnerLoop, query: ReturnType<typeof sql>) =>
  ((await loop.app.db.execute(query)) as unknown as { rows: T[] }).rows;

async function expectInvariants(loop: PartnerLoop): Promise<void> {
  // At most one bonus per application (and only for a promised, approved application).
  expect(await rows(loop, sql`SELECT application_id FROM bonuses GROUP BY application_id HAVING count(*) > 1`)).toEqual([]);
  expect(await rows(loop, sql`
    SELECT b.id FROM bonuses b JOIN applications a ON a.id = b.application_id
     WHERE b.amount <> a.promised_bonus_amount OR b.currency <> a.promised_bonus_currency
        OR NOT EXISTS (SELECT 1 FROM partner_events e WHERE e.application_id = a.id AND e.answer_status = 200 AND e.status IN ('approved', 'issued'))`)).toEqual([]);
  // A batch's total and count are those of its bonuses; no cancelled bonus in a batch.
  expect(await rows(loop, sql`
    SELECT p.id FROM payout_batches p LEFT JOIN bonuses b ON b.batch_id = p.id
     GROUP BY p.id, p.total, p.bonus_count HAVING p.total <> coalesce(sum(b.amount), 0) OR p.bonus_count <> count(b.id)`)).toEqual([]);
  expect(await rows(loop, sql`SELECT id FROM bonuses WHERE batch_id IS NOT NULL AND cancelled_at IS NOT NULL`)).toEqual([]);
  // Nothing paid twice: what the paid batches paid is each paid bonus once, and a batch is paid by another operator.
  const [paid] = await rows<{ batches: number; bonuses: number; distinct_bonuses: number }>(loop, sql`
    SELECT (SELECT coalesce(sum(total), 0) FROM payout_batches WHERE paid_at IS NOT NULL)::float8 AS batches,
           (SELECT coalesce(sum(b.amount), 0) FROM bonuses b JOIN payout_batches p ON p.id = b.batch_id WHERE p.paid_at IS NOT NULL)::float8 AS bonuses,
           (SELECT count(DISTINCT b.id) - count(b.id) FROM bonuses b JOIN payout_batches p ON p.id = b.batch_id WHERE p.paid_at IS NOT NULL)::float8 AS distinct_bonuses`);
  expect(Number(paid.batches)).toBe(Number(paid.bonuses));
  expect(Number(paid.distinct_bonuses)).toBe(0);
  expect(await rows(loop, sql`SELECT id FROM payout_batches WHERE approved_by = created_by OR total <= 0`)).toEqual([]);
  // A reversed application's bonus is cancelled, or (once in a batch) has one clawback; clawbacks only for batched bonuses.
  expect(await rows(loop, sql`
    SELECT b.id FROM bonuses b JOIN applications a ON a.id = b.application_id
     WHERE a.status = 'Reversed' AND b.cancelled_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM bonus_clawbacks c WHERE c.bonus_id = b.id)`)).toEqual([]);
  expect(await rows(loop, sql`
    SELECT c.id FROM bonus_clawbacks c JOIN bonuses b ON b.id = c.bonus_id WHERE b.batch_id IS NULL OR c.amount <> b.amount`)).toEqual([]);
  // The ledger's states agree with the liability figures.
  const entries = await ledgerEntries(loop.app.db);
  for (const { currency, state, total } of await liability(loop.app.db)) {
    expect(total).toBe(entries.filter((e) => e.currency === currency && e.state === state).reduce((sum, e) => sum + e.amount, 0));
  }
}

describePartnerLoop('the bonus ledger', (loop) => {
  it('keeps its invariants through any events and payouts, repeated and at once', async () => {
    await fc.assert(fc.asyncProperty(scenario, async (steps) => {
      const applications: Submitted[] = [];
      for (let i = 0; i < APPLICATIONS; i += 1) applications.push(await loop.submitted('Card', 'ae'));
      const sent: { bankId: number; event: ConversionEvent; answer: Reply }[] = [];
      const batches: number[] = [];
      const run = async (a: Action): Promise<void> => {
        if (a.kind === 'event') {
          const submitted = applications[a.application];
          const event = { ...loop.event(submitted, a.status, a.daysAgo), eventId: newEventId() };
          sent.push({ bankId: submitted.bankId, event, answer: await loop.postback(submitted.bankId, event) });
        } else if (a.kind === 'repeat' && sent.length) {
          const first = sent[a.which % sent.length];
          const again = await loop.postback(first.bankId, first.event);
          expect(again.status).toBe(first.answer.status);
          expect(again.raw.body).toBe(first.answer.raw.body);
        } else if (a.kind === 'batch') {
          await createPayoutBatch(loop.app.db, 'AED', a.operator).then((b) => batches.push(b.id), (e: { code?: string }) => expect(e.code).toBe('payout.nothing-to-pay'));
        } else if (a.kind === 'pay' && batches.length) {
          await markPayoutBatchPaid(loop.app.db, batches[a.which % batches.length], a.operator)
            .catch((e: { code?: string }) => expect(['payout.already-paid', 'payout.same-operator']).toContain(e.code));
        }
      };
      for (const step of steps) await Promise.all(step.map(run));
      for (const { answer } of sent) expect([200, 409]).toContain(answer.status);
      await expectInvariants(loop);
    }), { numRuns: 20, endOnFailure: true });
  }, 240_000);

  it('pays a confirmed bonus once, cancels a pending one on reversal, and raises a clawback for a paid one', async () => {
    const [paidLater, pendingReversed, paidReversed] = [await loop.submitted(), await loop.submitted(), await loop.submitted()];
    await loop.postback(paidLater.bankId, loop.event(paidLater, 'approved', 45));
    await loop.postback(pendingReversed.bankId, loop.event(pendingReversed, 'approved', 5));
    await loop.postback(paidReversed.bankId, loop.event(paidReversed, 'approved', 40));
    const state = async (s: Submitted) => {
      const [application] = await rows<{ id: number }>(loop, sql`SELECT id FROM applications WHERE reference = ${s.reference}`);
      return (await ledgerEntries(loop.app.db)).find((e) => e.applicationId === Number(application.id))?.state;
    };
    expect(await state(paidLater)).toBe('confirmed');
    expect(await state(pendingReversed)).toBe('pending');

    const batch = await createPayoutBatch(loop.app.db, 'AED', 'ops-a');
    await expect(markPayoutBatchPaid(loop.app.db, batch.id, 'ops-a')).rejects.toMatchObject({ code: 'payout.same-operator' });
    await markPayoutBatchPaid(loop.app.db, batch.id, 'ops-b');
    await expect(markPayoutBatchPaid(loop.app.db, batch.id, 'ops-c')).rejects.toMatchObject({ code: 'payout.already-paid' });
    expect(await state(paidLater)).toBe('paid');

    await loop.postback(pendingReversed.bankId, loop.event(pendingReversed, 'reversed', 1));
    await loop.postback(paidReversed.bankId, loop.event(paidReversed, 'reversed', 1));
    expect(await state(pendingReversed)).toBe('cancelled');
    expect(await state(paidReversed)).toBe('paid');
    const clawbacks = await rows<{ amount: number }>(loop, sql`
      SELECT c.amount FROM bonus_clawbacks c JOIN bonuses b ON b.id = c.bonus_id JOIN applications a ON a.id = b.application_id
       WHERE a.reference = ${paidReversed.reference}`);
    expect(clawbacks.map((c) => Number(c.amount))).toEqual([200]);
    await expectInvariants(loop);
  });
});
