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

  it('serves the images the storefront shows, and no bank logos', async () => {
    expectProblem(await api.call({ method: 'GET', url: '/api/images/public/bank/bank-1201.svg' }), 404, 'No route', 'route.not-found');
  });

  it('serves only known image names', async () => {
    for (const url of ['/api/images/public/..%2F..%2Fpackage.json', '/api/images/public/%2e%2e%2fserver.ts', '/api/images/public/banner/..%5C..%5Cx.svg', '/api/images/public/x.svg%00.png']) {
      const res = await api.call({ method: 'GET', url });
      expect([400, 404]).toContain(res.status);
    }
    expectProblem(await api.call({ method: 'GET', url: '/api/images/public/nope.svg' }), 404);
  });
});
