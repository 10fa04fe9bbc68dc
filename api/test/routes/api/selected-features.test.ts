/** POST /api/selected-features/public/{applicationId}: up to five features with their sub-features, replacing the previous set. */
import { describeOnEngines, refusesBadInput, type Json } from '../../support/route-kit';

describeOnEngines('selected features', (api) => {
  let applicationId: string;
  let token: string;
  let byName: (name: string) => number;
  beforeAll(async () => {
    ({ applicationId, token } = await api.newApplication('Card', 'AE'));
    ({ byName } = await api.features('AE'));
  });

  it('saves the selected features, replacing the previous set', async () => {
    const chosen = [byName('Cashback on groceries'), byName('No annual fee'), byName('Contactless and mobile wallets')];
    const res = await api.call({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, country: 'AE', token, payload: chosen.map((featureId) => ({ applicationId, featureId })) });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    const again = await api.call({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, token, payload: chosen.slice(0, 2).map((featureId) => ({ applicationId, featureId })) });
    expect(again.body).toEqual(chosen.slice(0, 2).map((featureId) => ({ applicationId, featureId })));
  });

  it('saves five features with sub-features picked under them (more than five ids), and counts with all of them', async () => {
    const names = ['Cashback', 'Cashback on groceries', 'Cashback on dining', 'Dining discounts', 'No annual fee', 'Airport lounge access', 'Guest access', 'Travel insurance'];
    const picked = names.map(byName);
    const res = await api.call({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, country: 'AE', token, payload: picked.map((featureId) => ({ applicationId, featureId })) });
    expect(res.status).toBe(200);
    expect(res.body.map((r: Json) => r.featureId).sort()).toEqual([...picked].sort());
    const count = await api.call({ method: 'POST', url: '/api/recommendations/public/count', country: 'AE', token, payload: { applicationId, preferences: names.map((n) => ({ featureId: byName(n), featureName: n })) } });
    expect(count.status).toBe(200);
    expect(typeof count.body).toBe('number');
  });

  refusesBadInput(api, [
    ['selected features: six features', ({ applicationId }) => ({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, payload: [1001, 1006, 1010, 1013, 1014, 1015].map((featureId) => ({ applicationId, featureId })) }), 400, /up to 5 features/],
    ['selected features: a sub-feature of a sixth feature', ({ applicationId }) => ({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, payload: [1001, 1006, 1010, 1013, 1014, 1021].map((featureId) => ({ applicationId, featureId })) }), 400, /up to 5 features/],
    ['selected features: unknown among good ones', ({ applicationId }) => ({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, payload: [{ applicationId, featureId: 1002 }, { applicationId, featureId: 999999 }] }), 422, /999999/],
  ]);
});
