/** GET /api/productFeatures/public: the country's features with their sub-features. */
import { describeOnEngines, type Json } from '../../support/route-kit';

describeOnEngines('product features', (api) => {
  it('serves at least 12 active card features with sub-features', async () => {
    const res = await api.call({ method: 'GET', url: '/api/productFeatures/public', country: 'AE' });
    expect(res.status).toBe(200);
    const activeCard = res.body.filter((f: Json) => f.active === 'Y' && f.productType === 'Card');
    expect(activeCard.length).toBeGreaterThanOrEqual(12);
    expect(activeCard.some((f: Json) => f.subFeatures.length > 0)).toBe(true);
    expect(res.body[0]).toEqual(expect.objectContaining({ featureId: expect.any(Number), featureName: expect.any(String), imageUrl: expect.any(String), selected: false, subFeatures: expect.any(Array) }));
  });
});
