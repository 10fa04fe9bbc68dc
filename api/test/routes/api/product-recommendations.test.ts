/** POST /api/product-recommendations/public/{applicationId}: the loan offers the visitor was shown. */
import { describeOnEngines, nowhere, refusesBadInput, type Json } from '../../support/route-kit';

describeOnEngines('product recommendations', (api) => {
  it('saves the offers of a loan application', async () => {
    const { applicationId, token } = await api.newApplication('Loan');
    expect((await api.answer(applicationId, token, 'Loan', undefined, ['Salaried', /100,000 to 200,000/, /^Up to/, '36 months', 'No', 'Yes'])).status).toBe(200);
    const offers = (await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${applicationId}`, token })).body as Json[];
    expect(offers.length).toBeGreaterThan(0);
    const recs = offers.map((o) => ({ applicationId, productId: o.productId }));
    const before = (await api.rowCounts()).product_recommendations;
    const saved = await api.call({ method: 'POST', url: `/api/product-recommendations/public/${applicationId}`, token, payload: recs });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(recs.map((rec) => expect.objectContaining(rec)));
    expect((await api.rowCounts()).product_recommendations).toBe(before + recs.length);
  });

  refusesBadInput(api, [
    ['product recommendations: id differs from path', ({ applicationId }) => ({ method: 'POST', url: `/api/product-recommendations/public/${applicationId}`, payload: [{ applicationId: nowhere, productId: 1301 }] }), 400, /body\/0\/applicationId/],
    ['product recommendations: unknown product among good ones', ({ applicationId }) => ({ method: 'POST', url: `/api/product-recommendations/public/${applicationId}`, payload: [{ applicationId, productId: 1301 }, { applicationId, productId: 999999 }] }), 404, /999999/],
  ]);
});
