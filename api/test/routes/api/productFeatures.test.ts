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

  it('names the features and sub-features in Urdu in Pakistan and in Arabic in the UAE, with the same ids', async () => {
    const ur = await api.call({ method: 'GET', url: '/api/productFeatures/public', headers: { 'accept-language': 'ur-PK,ur;q=0.9' } });
    expect(ur.headers.vary).toMatch(/Accept-Language/i);
    expect(ur.body[0].featureName).toBe('کیش بیک');
    expect(ur.body[0].subFeatures[0].featureName).toBe('گروسری پر کیش بیک');
    const ar = await api.call({ method: 'GET', url: '/api/productFeatures/public', country: 'AE', headers: { 'accept-language': 'ar' } });
    expect(ar.body.find((f: Json) => f.islamic).featureName).toBe('متوافقة مع أحكام الشريعة');
    const en = await api.call({ method: 'GET', url: '/api/productFeatures/public', country: 'AE' });
    expect(ar.body.map((f: Json) => f.featureId)).toEqual(en.body.map((f: Json) => f.featureId));
    expect(en.body[0].featureName).toBe('Cashback');
  });
});
