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

  it('names the loan questions the offers read: income, commitments and the tenure asked with the amount', async () => {
    for (const country of ['AE', 'SA', undefined]) {
      const res = await api.call({ method: 'GET', url: '/api/questions/public?productType=Loan', country });
      expect(res.body.filter((q: Json) => q.role).map((q: Json) => q.role).sort()).toEqual(['desiredTenure', 'monthlyIncome', 'monthlyObligations']);
      expect(res.body.find((q: Json) => q.role === 'desiredTenure').question).toMatch(/months/);
    }
  });

  it('asks the questions and their options in Arabic in Saudi Arabia, and in Urdu in Pakistan', async () => {
    const ar = await api.call({ method: 'GET', url: '/api/questions/public?productType=Loan', country: 'SA', headers: { 'accept-language': 'ar-SA' } });
    expect(ar.headers.vary).toMatch(/Accept-Language/i);
    expect(ar.body[0].question).toBe('ما وضعك الوظيفي؟');
    expect(ar.body[0].options.map((o: Json) => o.optionText)).toEqual(['موظف براتب', 'أعمل لحسابي الخاص', 'متقاعد وأتقاضى معاشًا', 'لا أعمل حاليًا']);
    expect(ar.body[1].options[0].optionText).toBe('أقل من 5,000 ر.س.');
    const ur = await api.call({ method: 'GET', url: '/api/questions/public?productType=Loan', headers: { 'accept-language': 'ur' } });
    expect(ur.body[3].question).toBe('آپ کتنے مہینوں میں ادائیگی کرنا چاہیں گے؟');
    expect(ur.body[3].options[0].optionText).toBe('12 ماہ');
    // The same ids in every language: an answer given in one holds in the other.
    const en = await api.call({ method: 'GET', url: '/api/questions/public?productType=Loan' });
    expect(ur.body.map((q: Json) => q.questionId)).toEqual(en.body.map((q: Json) => q.questionId));
  });

  refusesBadInput(api, [
    ['questions: missing productType', () => ({ method: 'GET', url: '/api/questions/public' }), 400, /querystring/],
    ['questions: unknown productType', () => ({ method: 'GET', url: "/api/questions/public?productType=Card'--" }), 400, /productType/],
  ]);
});
