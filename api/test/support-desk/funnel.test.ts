/**
 * The funnel: the storefront's step events (counted without anything personal) and the analyst's
 * report against a seeded mix of journeys: steps reached, applications submitted, approved by
 * their bank and bonuses paid, per day, market, language and product, with the conversions and
 * the partners' revenue and bonus cost.
 */
import { sql } from 'drizzle-orm';
import { describePartnerLoop } from '../support/partner-kit';
import { expectProblem } from '../support/route-kit';
import { funnelReport } from '../../src/services/funnel';
import { approvePayoutBatch, createPayoutBatch, markPayoutBatchPaid } from '../../src/services/payouts';
import { rows } from '../support/mail-kit';
import { describeOperatorApi, signInAs, type OperatorApi } from '../support/operator-kit';
import { funnelStages } from '@storefront/shared/contract';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describePartnerLoop('the funnel', (loop) => {
  const step = (payload: object, country = 'AE', language = 'en') =>
    loop.api.call({ method: 'POST', url: '/api/funnel-events/public', country, payload, headers: { 'accept-language': language } });

  it('counts each step a journey reached by market, language and product, and keeps nothing else', async () => {
    for (let i = 0; i < 3; i += 1) expect((await step({ step: 'consent' })).status).toBe(204);
    expect((await step({ step: 'step0' })).status).toBe(204);
    expect((await step({ step: 'step0', product: 'Loan' }, 'AE', 'ar')).status).toBe(204);
    expect((await step({ step: 'step2', product: 'Card' })).status).toBe(204);
    expect((await step({ step: 'step2', product: 'Loan' }, 'SA', 'ar')).status).toBe(204);

    const stored = await rows<{ market: string; language: string; product: string; step: string; visitors: number }>(loop.app, sql`
      SELECT market::text, language, product, step, visitors FROM funnel_counts WHERE day = ${today()}::date ORDER BY 1, 2, 3, 4`);
    expect(stored.map((r) => ({ ...r, visitors: Number(r.visitors) }))).toEqual([
      // Before step 1 no product is counted, whatever the client sends.
      { market: 'ae', language: 'ar', product: '', step: 'step0', visitors: 1 },
      { market: 'ae', language: 'en', product: '', step: 'consent', visitors: 3 },
      { market: 'ae', language: 'en', product: '', step: 'step0', visitors: 1 },
      { market: 'ae', language: 'en', product: 'Card', step: 'step2', visitors: 1 },
      { market: 'sa', language: 'ar', product: 'Loan', step: 'step2', visitors: 1 },
    ]);
  });

  it('refuses an unknown step or a field it does not take, with a clear error', async () => {
    expectProblem(await step({ step: 'checkout' }), 400, /step/);
    const withEmail = await step({ step: 'step1', product: 'Card', email: 'sara@example.com' });
    // Unknown fields are dropped: an address never reaches the counts.
    expect(withEmail.status).toBe(204);
    const columns = await rows<{ column_name: string }>(loop.app, sql`
      SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'funnel_counts' ORDER BY 1`);
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'language', 'market', 'product', 'step', 'visitors']);
  });

  it('reports the seeded journeys per day and stage, with conversions and each partner\'s revenue and bonus cost', async () => {
    // Three card applications in the UAE: one approved long ago and paid, one approved today, one still waiting.
    const paid = await loop.submitted('Card', 'ae');
    const approvedToday = await loop.submitted('Card', 'ae', paid.productId);
    await loop.submitted('Card', 'ae', paid.productId);
    expect((await loop.postback(paid.bankId, loop.event(paid, 'approved', 45))).status).toBe(200);
    expect((await loop.postback(approvedToday.bankId, loop.event(approvedToday, 'approved', 0))).status).toBe(200);
    const batch = await createPayoutBatch(loop.app.db, 'AED', 'finance-a@example.com');
    await approvePayoutBatch(loop.app.db, batch.id, 'finance-b@example.com');
    await markPayoutBatchPaid(loop.app.db, batch.id, 'finance-b@example.com', undefined, { requireApproval: true });

    const report = await funnelReport(loop.app.db, { from: daysAgo(60), to: today(), market: 'ae' });
    const total = (stage: string) => report.totals.find((t) => t.stage === stage)!;
    expect(total('consent').count).toBe(3);
    expect(total('apply').count).toBe(3);
    expect(total('approved')).toEqual({ stage: 'approved', count: 2, conversion: 2 / 3 });
    expect(total('bonusPaid')).toEqual({ stage: 'bonusPaid', count: 1, conversion: 1 / 2 });
    // Saudi Arabia's step is left out of the UAE's report.
    expect(report.rows.every((r) => r.market === 'ae')).toBe(true);

    const todays = report.rows.find((r) => r.day === today() && r.language === 'en' && r.product === 'Card')!;
    expect(todays.counts).toMatchObject({ step2: 1, apply: 3, approved: 1, bonusPaid: 1 });
    const earlier = report.rows.find((r) => r.day === daysAgo(45) && r.product === 'Card')!;
    expect(earlier.counts).toMatchObject({ approved: 1, apply: 0 });

    const [{ payment, bonus }] = await rows<{ payment: string; bonus: number }>(loop.app, sql`
      SELECT p.partner_payment AS payment, (SELECT amount FROM bonuses b JOIN applications a ON a.id = b.application_id WHERE a.reference = ${paid.reference}) AS bonus
        FROM products p WHERE p.id = ${paid.productId}`);
    const partner = report.partners.find((p) => p.bankId === paid.bankId)!;
    expect(partner).toMatchObject({ market: 'ae', currency: 'AED', approved: 2, revenue: 2 * Number(payment), bonusCost: 2 * Number(bonus) });
  });
});

describeOperatorApi('the funnel in the console', (api: OperatorApi) => {
  it("is the analyst's: the stages in order over a range of days, one market's when asked", async () => {
    const analyst = await signInAs(api, 'analyst');
    const consent = () => api.app.inject({ method: 'POST', url: '/api/funnel-events/public', headers: { 'x-country-key': 'SA' }, payload: { step: 'consent' } });
    expect((await consent()).statusCode).toBe(204);
    expect((await consent()).statusCode).toBe(204);

    const answer = await analyst.get(`/funnel?from=${daysAgo(7)}&to=${today()}&market=sa`);
    expect(answer.statusCode).toBe(200);
    const report = answer.json();
    expect(report.totals.map((t: { stage: string }) => t.stage)).toEqual([...funnelStages]);
    expect(report.totals[0]).toEqual({ stage: 'consent', count: 2, conversion: null });
    expect(report.rows).toEqual([expect.objectContaining({ day: today(), market: 'sa', language: 'en', product: null })]);
    expect((await analyst.get(`/funnel?from=${today()}&to=${today()}&market=ae`)).json().totals[0].count).toBe(0);
  });

  it('answers a range that runs backwards or a malformed day with a clear error', async () => {
    const analyst = await signInAs(api, 'analyst');
    const backwards = await analyst.get(`/funnel?from=${today()}&to=${daysAgo(3)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().detail).toBe('The range runs from a day to a later one, 366 days at most.');
    expect((await analyst.get('/funnel?from=yesterday&to=today')).statusCode).toBe(400);
  });
});
