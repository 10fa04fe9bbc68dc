/** GET /api/banners/public: the step-1 banners of the visitor's country (X-Country-Key). */
import { describeOnEngines, expectProblem, type Json } from '../../support/route-kit';

describeOnEngines('banners', (api) => {
  it('serves banners with id 2 for every country', async () => {
    for (const country of [undefined, 'AE', 'sa']) {
      const res = await api.call({ method: 'GET', url: '/api/banners/public', country });
      expect(res.status).toBe(200);
      expect(res.body.find((b: Json) => b.id === 2)).toEqual({ id: 2, title: expect.any(String), description: expect.any(String), imageUrl: expect.stringMatching(/\.svg$/), routingUrl: expect.stringMatching(/^https:/) });
    }
    const ae = await api.call({ method: 'GET', url: '/api/banners/public', country: 'AE' });
    const pk = await api.call({ method: 'GET', url: '/api/banners/public' });
    expect(ae.body[0].imageUrl).toContain('-ae-');
    expect(pk.body[0].imageUrl).toContain('-pk-');
  });

  it('refuses an unknown country with a 400 problem', async () => {
    expectProblem(await api.call({ method: 'GET', url: '/api/banners/public', country: 'FR' }), 400, /X-Country-Key/, 'request.country-unknown');
  });
});
