/** GET /api/images/public/{imageUrl} and /banner/{imageUrl}: feature icons and banners, cached for good. */
import { describeOnEngines, expectProblem } from '../../support/route-kit';
import { expectImmutableSvg } from '../../support/images';

describeOnEngines('images', (api) => {
  it('serves feature icons and banners with ETag, long cache and 304', async () => {
    const features = (await api.call({ method: 'GET', url: '/api/productFeatures/public' })).body;
    const banners = (await api.call({ method: 'GET', url: '/api/banners/public' })).body;
    for (const url of [`/api/images/public/${features[0].imageUrl}`, `/api/images/public/banner/${banners[0].imageUrl}`]) {
      await expectImmutableSvg(api.app, url);
    }
  });

  it("serves each bank's logo, drawn from the catalog and named by the bank", async () => {
    await expectImmutableSvg(api.app, '/api/images/public/bank/bank-1201.svg');
    const logo = (await api.call({ method: 'GET', url: '/api/images/public/bank/bank-1204.svg' })).raw;
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(logo.body).toContain('aria-label="Desert Rose Islamic Bank"');
    for (const name of ['bank-999999.svg', 'bank-0.svg', 'bank-1201.png', 'bank-99999999999.svg', 'falcon.svg']) {
      expectProblem(await api.call({ method: 'GET', url: `/api/images/public/bank/${name}` }), 404);
    }
  });

  it('serves only known image names', async () => {
    for (const url of ['/api/images/public/..%2F..%2Fpackage.json', '/api/images/public/%2e%2e%2fserver.ts', '/api/images/public/banner/..%5C..%5Cx.svg', '/api/images/public/x.svg%00.png']) {
      const res = await api.call({ method: 'GET', url });
      expect([400, 404]).toContain(res.status);
    }
    expectProblem(await api.call({ method: 'GET', url: '/api/images/public/nope.svg' }), 404);
  });
});
