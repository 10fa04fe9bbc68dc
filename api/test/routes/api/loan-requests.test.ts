/**
 * /api/loan-requests/public/{applicationId}: the amount a visitor asks to borrow before the offers.
 * The offers are then computed for it, lowered by the market's debt-burden rule (KSA 33.33 %) with
 * the reason; when no loan fits, the answer says why. Bad input is refused and stores nothing.
 * /api/contact-consents/public/{applicationId}: the no-product dialog's tick-box, stored with the
 * application, false until ticked.
 */
import { sql } from 'drizzle-orm';
import { describeOnEngines, expectProblem, nowhere, type Json } from '../../support/route-kit';

/** KSA: income SAR 10,000 to 20,000 (10,000), up to SAR 2,000 of commitments: 33.33 % leaves SAR 1,333 a month; 36 months. */
const ksaAnswers = ['Salaried', /10,000 to 20,000/, 'Up to SAR 2,000', '36 months', 'No', 'Yes'];

describeOnEngines('loan requests', (api) => {
  const request = (as: { applicationId: string; token: string }, payload: unknown, country = 'SA') =>
    api.call({ method: 'PUT', url: `/api/loan-requests/public/${as.applicationId}`, country, token: as.token, payload: payload as Json });
  const offersOf = async (as: { applicationId: string; token: string }, country = 'SA'): Promise<Json[]> =>
    (await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${as.applicationId}`, country, token: as.token })).body;
  const stored = async (applicationId: string) => {
    const result = await api.app.db.execute(sql`select requested_loan_amount, contact_consent, contact_consent_at from applications where public_id = ${applicationId}`);
    return (result as unknown as { rows: Json[] }).rows[0];
  };

  async function ksaLoan(answers: (string | RegExp)[] = ksaAnswers) {
    const as = await api.newApplication('Loan', 'SA');
    expect((await api.answer(as.applicationId, as.token, 'Loan', 'SA', answers)).status).toBe(200);
    return as;
  }

  it('offers the amount asked for when the debt-burden rule leaves room for it', async () => {
    const as = await ksaLoan();
    const res = await request(as, { amount: 20_000 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ applicationId: as.applicationId, amount: 20_000, tenure: 36, currency: 'SAR', shortfall: null }));
    expect(Number((await stored(as.applicationId)).requested_loan_amount)).toBe(20_000);
    const offers = await offersOf(as);
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) expect([o.loanAmount, o.requestedAmount, o.amountLimit]).toEqual([20_000, 20_000, 'requested']);
    expect(offers[0].loanAmountTxt).toBe('SAR 20,000');
  });

  it('lowers SAR 99,000 to what the 33.33 % cap allows with the commitments, and says so', async () => {
    const as = await ksaLoan();
    const res = await request(as, { amount: 99_000 });
    expect(res.status).toBe(200);
    const most = res.body.mostOnOffer;
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThan(99_000);
    const offers = await offersOf(as);
    expect(offers.length).toBeGreaterThan(0);
    expect(Math.max(...offers.map((o) => o.loanAmount))).toBe(most);
    for (const o of offers) {
      expect(o.requestedAmount).toBe(99_000);
      expect(o.amountLimit).toBe('debtBurden');
      expect(o.loanAmount).toBeLessThan(99_000);
      // The instalment keeps (2,000 + instalment) / 10,000 within 33.33 %.
      expect(2_000 + o.monthlyInstalment).toBeLessThanOrEqual(3_333);
    }
  });

  it('asks again for a changed amount, and the offers follow it', async () => {
    const as = await ksaLoan();
    expect((await request(as, { amount: 99_000 })).status).toBe(200);
    expect((await request(as, { amount: 15_000 })).status).toBe(200);
    for (const o of await offersOf(as)) expect(o.loanAmount).toBe(15_000);
  });

  it('names why no loan fits: commitments over the cap, a hard stop, a request below the minimum of every loan open to the visitor', async () => {
    const heavy = await ksaLoan(['Salaried', /10,000 to 20,000/, 'More than SAR 5,000', '36 months', 'No', 'Yes']);
    const res = await request(heavy, { amount: 50_000 });
    expect(res.status).toBe(200);
    expect(res.body.shortfall).toEqual({ reason: 'debtBurden', monthlyIncome: 10_000, monthlyObligations: 8_000, maxDebtBurdenPercent: 33.33 });
    expect(res.body.mostOnOffer).toBe(0);
    expect(await offersOf(heavy)).toEqual([]);

    const stopped = await ksaLoan(['Not employed', /10,000 to 20,000/, 'None', '36 months', 'No', 'Yes']);
    expect((await request(stopped, { amount: 50_000 })).body.shortfall.reason).toBe('hardStop');

    // Below SAR 5,000 (3,000): only a loan lending from SAR 10,000 takes that income.
    const low = await ksaLoan(['Salaried', /^Below/, 'None', '36 months', 'No', 'Yes']);
    expect((await request(low, { amount: 5_000 })).body.shortfall).toEqual(expect.objectContaining({ reason: 'amountBelowMinimum', lowestMinAmount: 10_000 }));
    expect((await request(low, { amount: 10_000 })).body.shortfall).toBeNull();
  });

  it("states the market's loan amounts for the amount field", async () => {
    const market = (await api.call({ method: 'GET', url: '/api/markets/public/sa' })).body;
    expect(market.loanAmounts).toEqual({ min: 5_000, max: 1_000_000, step: 1_000, currency: 'SAR' });
  });

  describe('refuses with a problem and stores nothing', () => {
    let as: { applicationId: string; token: string };
    beforeAll(async () => {
      as = await ksaLoan();
    });
    afterEach(async () => {
      expect((await stored(as.applicationId)).requested_loan_amount).toBeNull();
    });
    it.each([
      ['an amount below every loan', { amount: 4_999 }, 422, /lend from SAR 5,000 to SAR 1,000,000 \(got SAR 4,999\)/],
      ['an amount above every loan', { amount: 1_000_001 }, 422, /lend from SAR 5,000 to SAR 1,000,000/],
      ['a word for an amount', { amount: 'ninety thousand' }, 400, /body\/amount/],
      ['an amount in fractions', { amount: 20_000.5 }, 400, /body\/amount/],
      ['a negative amount', { amount: -20_000 }, 400, /body\/amount/],
      ['no amount', {}, 400, /amount/],
    ])('%s', async (_name, payload, status, detail) => {
      expectProblem(await request(as, payload), status, detail);
    });

    it('for a card application, an unknown one, or without the access token', async () => {
      const card = await api.newApplication('Card', 'SA');
      expectProblem(await request(card, { amount: 20_000 }), 422, /Card application/);
      expectProblem(await request({ applicationId: nowhere, token: as.token }, { amount: 20_000 }), 404);
      expectProblem(await request({ applicationId: as.applicationId, token: card.token }, { amount: 20_000 }), 404);
    });

    it('before the screening answers', async () => {
      const fresh = await api.newApplication('Loan', 'SA');
      expectProblem(await request(fresh, { amount: 20_000 }), 422, /Answer the monthly income/);
    });
  });
});

describeOnEngines('contact consents', (api) => {
  const consent = (as: { applicationId: string; token: string }, payload: unknown) =>
    api.call({ method: 'PUT', url: `/api/contact-consents/public/${as.applicationId}`, country: 'SA', token: as.token, payload: payload as Json });
  const stored = async (applicationId: string) => {
    const result = await api.app.db.execute(sql`select contact_consent, contact_consent_at from applications where public_id = ${applicationId}`);
    return (result as unknown as { rows: Json[] }).rows[0];
  };

  it('is not given until the visitor ticks it, then stored with the application, and withdrawn by unticking', async () => {
    const as = await api.newApplication('Loan', 'SA');
    expect(await stored(as.applicationId)).toEqual({ contact_consent: false, contact_consent_at: null });
    const res = await consent(as, { consent: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ applicationId: as.applicationId, consent: true });
    expect((await stored(as.applicationId)).contact_consent).toBe(true);
    expect((await stored(as.applicationId)).contact_consent_at).not.toBeNull();
    expect((await consent(as, { consent: false })).body.consent).toBe(false);
    expect((await stored(as.applicationId)).contact_consent).toBe(false);
  });

  it.each([
    ['a string for the answer', { consent: 'yes' }, 400, /body\/consent/],
    ['a number for the answer', { consent: 1 }, 400, /body\/consent/],
    ['no answer', {}, 400, /consent/],
  ])('refuses %s and stores nothing', async (_name, payload, status, detail) => {
    const as = await api.newApplication('Card', 'SA');
    expectProblem(await consent(as, payload), status, detail);
    expect((await stored(as.applicationId)).contact_consent_at).toBeNull();
  });

  it('refuses an unknown application or another visitor’s token with the same 404', async () => {
    const as = await api.newApplication('Card', 'SA');
    const other = await api.newApplication('Card', 'SA');
    expectProblem(await consent({ applicationId: nowhere, token: as.token }, { consent: true }), 404);
    expectProblem(await consent({ applicationId: as.applicationId, token: other.token }, { consent: true }), 404);
    expect((await stored(as.applicationId)).contact_consent).toBe(false);
  });
});
