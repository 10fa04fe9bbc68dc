/** GET /api/questions/public: the screening questions of a product type, with hard stops and no points. */
import { describeOnEngines, refusesBadInput, type Json } from '../../support/route-kit';

describeOnEngines('questions', (api) => {
  it('serves at least 6 questions per product type with hard stops and no points', async () => {
    for (const type of ['Card', 'Loan']) {
      const res = await api.call({ method: 'GET', url: `/api/questions/public?productType=${type}`, country: 'SA' });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThanOrEqual(6);
      expect(Object.keys(res.body[0]).sort()).toEqual(['options', 'question', 'questionId']);
      expect(Object.keys(res.body[0].options[0]).sort()).toEqual(['hardStop', 'optionId', 'optionText']);
      expect(res.body.some((q: Json) => q.options.some((o: Json) => o.hardStop))).toBe(true);
    }
  });

  refusesBadInput(api, [
    ['questions: missing productType', () => ({ method: 'GET', url: '/api/questions/public' }), 400, /querystring/],
    ['questions: unknown productType', () => ({ method: 'GET', url: "/api/questions/public?productType=Card'--" }), 400, /productType/],
  ]);
});
