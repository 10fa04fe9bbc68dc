/**
 * /api/loan-quotes/public/{applicationId}: a loan's figures for the amount and tenure a visitor
 * chooses, the same as the offers' for the offered choice, and refused with a problem outside the
 * product's ranges or the visitor's eligibility.
 */
import { describeOnEngines, expectProblem, nowhere, type Json } from '../../support/route-kit';

/** Income AED 10,000 to 20,000 (10,000), no obligations: AED 5,000 a month of room; 36 months wished. */
const loanAnswers = ['Salaried', /10,000 to 20,000/, 'None', '36 months', 'No', 'Yes'];

const roundCents = (x: number) => Math.round(x * 100) / 100;

describeOnEngines('loan quotes', (api) => {
  let applicationId: string;
  let token: string;
  let offers: Json[];
  const quote = (query: string, as = { applicationId, token }) =>
    api.call({ method: 'GET', url: `/api/loan-quotes/public/${as.applicationId}?${query}`, country: 'AE', token: as.token });

  beforeAll(async () => {
    ({ applicationId, token } = await api.newApplication('Loan', 'AE'));
    expect((await api.answer(applicationId, token, 'Loan', 'AE', loanAnswers)).status).toBe(200);
    offers = (await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${applicationId}`, country: 'AE', token })).body;
    expect(offers.length).toBeGreaterThan(2);
  });

  it("answers every offer's own amount and tenure with the offer's figures", async () => {
    for (const offer of offers) {
      const res = await quote(`productId=${offer.productId}&amount=${offer.loanAmount}&tenure=${offer.loanTenure}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        productId: offer.productId, amount: offer.loanAmount, tenure: offer.loanTenure, rateType: offer.rateType, interest: offer.interest,
        apr: offer.apr, monthlyInstalment: offer.monthlyInstalment, processingFee: offer.processingFee, totalRepayable: offer.totalRepayable,
        totalCostOfCredit: offer.totalCostOfCredit, currency: 'AED', islamic: offer.islamic, eligibleAmount: offer.loanAmount, keyFacts: offer.keyFacts,
      });
    }
  });

  it('recomputes the instalment, fee and totals for another amount and tenure, by the rate type', async () => {
    for (const type of ['flat', 'reducing']) {
      const offer = offers.find((o) => o.rateType === type)!;
      const shortest = offer.tenureLimits.find((t: Json) => t.maxAmount > 0);
      const amount = Math.max(offer.minAmount, shortest.maxAmount - offer.amountStep);
      const res = await quote(`productId=${offer.productId}&amount=${amount}&tenure=${shortest.tenure}`);
      expect(res.status).toBe(200);
      const [n, rate] = [shortest.tenure, offer.interest / 100];
      const instalment = type === 'flat' ? (amount * (1 + (rate * n) / 12)) / n : (amount * (rate / 12)) / (1 - Math.pow(1 + rate / 12, -n));
      expect(res.body.monthlyInstalment).toBe(roundCents(instalment));
      expect(res.body.totalRepayable).toBeCloseTo(n * roundCents(instalment) + res.body.processingFee, 2);
      expect(res.body.totalCostOfCredit).toBeCloseTo(res.body.totalRepayable - amount, 2);
      expect(res.body.eligibleAmount).toBe(shortest.maxAmount);
      // A fee makes the APR exceed the reducing rate; a flat rate's APR is near twice its rate.
      if (type === 'reducing' && res.body.processingFee > 0) expect(res.body.apr).toBeGreaterThan(offer.interest);
      if (type === 'flat') expect(res.body.apr).toBeGreaterThan(1.5 * offer.interest);
      const facts = Object.fromEntries(res.body.keyFacts.facts.map((f: Json) => [f.id, f.value]));
      expect(facts.tenure).toBe(`${n} months`);
      expect(facts.amount).toBe(`AED ${amount.toLocaleString('en-US')}`);
    }
  });

  it("words a quote's Key Facts in Arabic, the same lines as the Arabic offer's, and keeps the English word for word", async () => {
    const inArabic = { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' };
    const arabicOffers: Json[] = (await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${applicationId}`, country: 'AE', token, headers: inArabic })).body;
    for (const type of ['flat', 'reducing']) {
      const offer = offers.find((o) => o.rateType === type)!;
      const query = `productId=${offer.productId}&amount=${offer.loanAmount}&tenure=${offer.loanTenure}`;
      const res = await api.call({ method: 'GET', url: `/api/loan-quotes/public/${applicationId}?${query}`, country: 'AE', token, headers: inArabic });
      expect(res.status).toBe(200);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      const byId = Object.fromEntries(res.body.keyFacts.facts.map((f: Json) => [f.id, [f.label, f.value]]));
      expect(byId.apr[0]).toBe('معدل النسبة السنوي (شاملًا الرسوم)');
      expect(byId.monthlyInstalment[0]).toBe('القسط الشهري');
      expect(byId.amount[0]).toBe('مبلغ القرض');
      expect(byId.amount[1]).toMatch(new RegExp(`^\\u200f?${offer.loanAmount.toLocaleString('en-US')}\\s?د\\.إ\\.`));
      expect(byId.tenure[1]).toMatch(/^(\d+ (أشهر|شهرًا)|شهر واحد|شهران)$/);
      expect(byId.rate[0]).toBe(`${offer.islamic ? 'معدل الربح' : 'سعر الفائدة'} (${type === 'flat' ? 'ثابت' : 'على الرصيد المتناقص'}، سنويًا)`);
      for (const { label, value } of res.body.keyFacts.facts as Json[]) expect(`${label} ${value}`).not.toMatch(/[A-Za-z\u0660-\u0669]/);
      const arabicOffer = arabicOffers.find((o) => o.productId === offer.productId)!;
      expect(res.body.keyFacts.facts).toEqual(arabicOffer.keyFacts.facts);
      expect(arabicOffer.loanAmountTxt).toBe(byId.amount[1]);
      expect(offer.loanAmountTxt).toBe(`AED ${offer.loanAmount.toLocaleString('en-US')}`);

      const english = await quote(query);
      expect(english.body.keyFacts).toEqual(offer.keyFacts);
      expect(english.body.keyFacts.facts.find((f: Json) => f.id === 'rate').label).toBe(`${offer.islamic ? 'Profit rate' : 'Interest rate'} (${type === 'flat' ? 'flat' : 'reducing balance'}, yearly)`);
    }
  });

  it('keeps the Sharia-compliant offers only when asked', async () => {
    const islamic = (await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${applicationId}?islamic=true`, country: 'AE', token })).body;
    expect(islamic.length).toBeGreaterThan(0);
    expect(islamic.every((o: Json) => o.islamic)).toBe(true);
    expect(islamic.map((o: Json) => o.productId)).toEqual(offers.filter((o) => o.islamic).map((o) => o.productId));
    expect(offers.some((o) => !o.islamic)).toBe(true);
  });

  describe('refuses with a problem', () => {
    let flat: Json;
    beforeAll(() => {
      flat = offers.find((o) => o.rateType === 'flat');
    });
    const cases: [string, () => string, number, RegExp][] = [
      ['a negative amount', () => `productId=${flat.productId}&amount=-5000&tenure=12`, 400, /querystring\/amount/],
      ['a zero amount', () => `productId=${flat.productId}&amount=0&tenure=12`, 400, /querystring\/amount/],
      ['a tenure in fractions', () => `productId=${flat.productId}&amount=20000&tenure=12.5`, 400, /querystring\/tenure/],
      ['no product', () => 'amount=20000&tenure=12', 400, /productId/],
      ['an unknown product', () => 'productId=999999&amount=20000&tenure=12', 404, /Product 999999/],
      ['a card', () => 'productId=1301&amount=20000&tenure=12', 422, /not a Loan offered in this country/],
      ["another country's loan", () => 'productId=2314&amount=20000&tenure=12', 422, /not a Loan offered in this country/],
      ['a tenure outside the range', () => `productId=${flat.productId}&amount=20000&tenure=${flat.maxTenure + 1}`, 422, /months/],
      ['an amount below the minimum', () => `productId=${flat.productId}&amount=${flat.minAmount - 1}&tenure=12`, 422, /lends from AED/],
      ['an amount above the eligibility', () => `productId=${flat.productId}&amount=${flat.loanAmount + flat.amountStep}&tenure=${flat.loanTenure}`, 422, /most you can borrow over \d+ months is AED/],
    ];
    it.each(cases)('%s', async (_name, query, status, detail) => {
      expectProblem(await quote(query()), status, detail);
    });

    it('for a card application, an unknown one, or without the access token', async () => {
      const card = await api.newApplication('Card', 'AE');
      expectProblem(await quote(`productId=${flat.productId}&amount=20000&tenure=12`, card), 422, /Card application/);
      expectProblem(await quote(`productId=${flat.productId}&amount=20000&tenure=12`, { applicationId: nowhere, token }), 404, new RegExp(nowhere));
      expectProblem(await quote(`productId=${flat.productId}&amount=20000&tenure=12`, { applicationId, token: '' }), 404, new RegExp(applicationId));
    });
  });
});
