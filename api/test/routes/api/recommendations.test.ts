/**
 * /api/recommendations/public: for a card, the count of cards offering every selected feature,
 * the ranked preferences and the cards best match first, page by page; for a loan, the offers
 * within a 50 % debt-burden ratio.
 */
import { describeOnEngines, goodCardAnswers, nowhere, refusesBadInput, type Json } from '../../support/route-kit';

describeOnEngines('recommendations', (api) => {
  describe('card flow', () => {
    let applicationId: string;
    let token: string;
    let byName: (name: string) => number;
    beforeAll(async () => {
      ({ applicationId, token } = await api.newApplication('Card', 'AE'));
      expect((await api.answer(applicationId, token, 'Card', 'AE', goodCardAnswers)).status).toBe(200);
      ({ byName } = await api.features('AE'));
    });

    it('counts the cards offering every selected feature', async () => {
      const count = (names: string[]) => api.call({ method: 'POST', url: '/api/recommendations/public/count', country: 'AE', token, payload: { applicationId, preferences: names.map((n) => ({ featureId: byName(n), featureName: n })) } });
      // Cashback Platinum and Islamic Gold both list groceries cashback and no annual fee.
      expect((await count(['Cashback on groceries', 'No annual fee'])).body).toBe(2);
      // The parent feature counts every card with one of its sub-features (Platinum, Everyday, Islamic Gold, Dining, Fuel, Family, Starter).
      expect((await count(['Cashback'])).body).toBe(7);
      expect((await count([])).body).toBe(13);
    });

    it('stores ranked preferences and pages the cards best match first', async () => {
      const preferences = [
        { featureId: byName('Cashback on groceries'), priority: 1 },
        { featureId: byName('No annual fee'), priority: 2 },
        { featureId: byName('Contactless and mobile wallets'), priority: 3 },
      ];
      const saved = await api.call({ method: 'POST', url: '/api/recommendations/public', country: 'AE', token, payload: { applicationId, preferences } });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ applicationId, preferences });

      const ids = preferences.map((p) => p.featureId).join(',');
      const first = await api.call({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=0&size=10&preferences=${ids}`, country: 'AE', token });
      expect(first.status).toBe(200);
      const page = first.body;
      expect(page).toEqual(expect.objectContaining({ empty: false, number: 0, size: 10 }));
      expect(page.content[0]).toEqual({
        productId: expect.any(Number), productName: 'Falcon Cashback Platinum', organizationName: 'Falcon National Bank', score: 100,
        incentive: 300, instantIssuance: true, description: expect.stringContaining('\\n'), features: expect.any(Array), routingUrl: expect.stringMatching(/^https:/),
        // Costs and the "why" (recommendations-costs.test.ts).
        currency: 'AED', islamic: false, costs: expect.any(Object), keyFacts: expect.any(Object), match: expect.objectContaining({ percent: 100 }),
        // Eligibility, odds and yearly value (card-eligibility.test.ts).
        eligibility: expect.objectContaining({ qualifies: true }), yearlyValue: expect.objectContaining({ defaultSpending: true }),
      });
      // Weights 3,2,1 of 6: Islamic Gold (groceries + no fee) 5/6 = 83; Everyday Cashback (groceries + contactless) 4/6 = 67.
      expect(page.content.slice(0, 3).map((c: Json) => [c.productName.split(' ').slice(1).join(' '), c.score])).toEqual([
        ['Cashback Platinum', 100], ['Islamic Gold', 83], ['Everyday Cashback', 67],
      ]);
      const scores = page.content.map((c: Json) => c.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);

      const all = page.totalElements;
      const second = await api.call({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=1&size=4&preferences=${ids}`, country: 'AE', token });
      expect(second.body.number).toBe(1);
      expect(second.body.totalPages).toBe(Math.ceil(all / 4));
      const beyond = await api.call({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=9&size=10`, country: 'AE', token });
      expect(beyond.body).toEqual(expect.objectContaining({ content: [], empty: true, last: true }));
    });

    it('ranks the same in Arabic, the cards\' names, bank, description, features and match breakdown in Arabic', async () => {
      const url = `/api/recommendations/public/${applicationId}/filter?page=0&size=3`;
      const en = await api.call({ method: 'GET', url, country: 'AE', token });
      const ar = await api.call({ method: 'GET', url, country: 'AE', token, headers: { 'accept-language': 'ar-AE' } });
      expect(ar.status).toBe(200);
      expect(ar.headers.vary).toMatch(/Accept-Language/i);
      expect(ar.body.content.map((c: Json) => [c.productId, c.score])).toEqual(en.body.content.map((c: Json) => [c.productId, c.score]));
      const [card] = ar.body.content;
      expect(card).toEqual(expect.objectContaining({
        productName: 'فالكون بلاتينيوم للاسترداد النقدي', organizationName: 'بنك فالكون الوطني',
        description: expect.stringContaining('استرداد نقدي حتى 5% على البقالة والمطاعم'),
      }));
      expect(card.features).toContain('بدون رسوم سنوية');
      expect(card.costs.welcomeOffer).toBe('استرداد نقدي بقيمة 300 د.إ. عند إنفاق 3,000 د.إ. خلال أول 60 يومًا');
      expect(JSON.stringify(card.match)).toContain('استرداد نقدي على مشتريات البقالة');
    });
  });

  describe('loan flow', () => {
    it('offers loans within a 50 % debt-burden ratio, saves recommendations and submits', async () => {
      const { customer, application, token } = await api.newApplication('Loan');
      const applicationId = application.applicationId;
      // Income PKR 100,000, obligations PKR 20,000: at most PKR 30,000 a month for the new loan.
      expect((await api.answer(applicationId, token, 'Loan', undefined, ['Salaried', /100,000 to 200,000/, /^Up to/, '36 months', 'No', 'Yes'])).status).toBe(200);
      const offers = await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${applicationId}`, token });
      expect(offers.status).toBe(200);
      expect(offers.body.length).toBeGreaterThan(0);
      for (const offer of offers.body) {
        expect(offer.monthlyInstalment).toBeLessThanOrEqual(30_000);
        expect(offer.loanAmountTxt).toMatch(/^PKR \d{1,3}(,\d{3})*$/);
        expect(offer.currency).toBe('PKR');
        expect(offer.loanTenure).toBeLessThanOrEqual(36);
      }
      expect(offers.body.some((o: Json) => o.loanTenure === 36)).toBe(true);
      const amounts = offers.body.map((o: Json) => o.loanAmount);
      expect([...amounts].sort((x, y) => y - x)).toEqual(amounts);

      const recs = offers.body.map((o: Json) => ({ applicationId, productId: o.productId }));
      const saved = await api.call({ method: 'POST', url: `/api/product-recommendations/public/${applicationId}`, token, payload: recs });
      expect(saved.status).toBe(200);
      expect(saved.body).toHaveLength(recs.length);

      const put = await api.call({ method: 'PUT', url: '/api/applications/public', token, payload: { applicationId, customer: { customerId: customer.customerId }, location: { locationId: 1 }, product: { productId: recs[0].productId }, applicationType: 'Loan', clientRiskProfile: null, status: 'Submitted' } });
      expect(put.status).toBe(200);
      expect(put.body.product.productName).toBe(offers.body[0].productName);
    });

    it('offers nothing after a hard stop or when obligations eat half the income', async () => {
      const first = await api.newApplication('Loan', 'AE');
      await api.answer(first.application.applicationId, first.token, 'Loan', 'AE', ['Not employed', /10,000 to 20,000/, 'None', '24 months', 'No', 'Yes']);
      expect((await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${first.application.applicationId}`, token: first.token })).body).toEqual([]);
      const second = await api.newApplication('Loan', 'AE');
      await api.answer(second.application.applicationId, second.token, 'Loan', 'AE', ['Salaried', /^Below/, /^More than/, '24 months', 'No', 'Yes']);
      expect((await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${second.application.applicationId}`, token: second.token })).body).toEqual([]);
    });
  });

  refusesBadInput(api, [
    ['loan offers: unknown application', () => ({ method: 'GET', url: `/api/recommendations/public/loan/${nowhere}` }), 404, new RegExp(nowhere)],
    ['loan offers: card application', ({ applicationId }) => ({ method: 'GET', url: `/api/recommendations/public/loan/${applicationId}` }), 422, /Card application/],
    ['preferences: two only', ({ applicationId }) => ({ method: 'POST', url: '/api/recommendations/public', payload: { applicationId, preferences: [{ featureId: 1002, priority: 1 }, { featureId: 1003, priority: 2 }] } }), 400, /body\/preferences/],
    ['preferences: repeated priority', ({ applicationId }) => ({ method: 'POST', url: '/api/recommendations/public', payload: { applicationId, preferences: [{ featureId: 1002, priority: 1 }, { featureId: 1003, priority: 1 }, { featureId: 1004, priority: 2 }] } }), 400, /priority/],
    ['preferences: inactive feature', ({ applicationId }) => ({ method: 'POST', url: '/api/recommendations/public', payload: { applicationId, preferences: [{ featureId: 1002, priority: 1 }, { featureId: 1003, priority: 2 }, { featureId: 1032, priority: 3 }] } }), 422, /1032/],
    ['filter: negative page', ({ applicationId }) => ({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=-1&size=10` }), 400, /querystring\/page/],
    ['filter: preferences not ids', ({ applicationId }) => ({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=0&size=10&preferences=1;DROP` }), 400, /querystring\/preferences/],
    ['filter: no preferences yet', ({ applicationId }) => ({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=0&size=10` }), 422, /no card preferences/],
    ['count: unknown application', () => ({ method: 'POST', url: '/api/recommendations/public/count', payload: { applicationId: nowhere, preferences: [] } }), 404, new RegExp(nowhere)],
    ['count: too many', ({ applicationId }) => ({ method: 'POST', url: '/api/recommendations/public/count', payload: { applicationId, preferences: Array.from({ length: 51 }, (_, i) => ({ featureId: i + 1, featureName: 'x' })) } }), 400, /body\/preferences/],
  ]);
});
