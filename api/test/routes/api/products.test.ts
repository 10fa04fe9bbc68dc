/** GET /api/products/public/image/{productId}: a card's art, cached for good. */
import { describeOnEngines, expectProblem } from '../../support/route-kit';
import { expectImmutableSvg } from '../../support/images';

describeOnEngines('product images', (api) => {
  it('serves card art with ETag, long cache and 304', async () => {
    await expectImmutableSvg(api.app, '/api/products/public/image/3301');
  });

  it("draws each product's own art from the catalog: its name, its bank and its tier, with no digit in its text", async () => {
    const islamicGold = (await api.call({ method: 'GET', url: '/api/products/public/image/1306' })).raw.body;
    const platinum = (await api.call({ method: 'GET', url: '/api/products/public/image/1301' })).raw.body;
    expect(islamicGold).toContain('aria-label="Falcon Islamic Gold, Falcon National Bank"');
    expect(islamicGold).toContain('>ISLAMIC<');
    expect(platinum).toContain('>PLATINUM<');
    const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    for (const svg of [islamicGold, platinum]) expect(texts(svg).filter((t) => /\d/.test(t))).toEqual([]);
    // Two cards of one bank are drawn differently.
    const gradient = (svg: string) => [...svg.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1]).join();
    expect(gradient(islamicGold)).not.toBe(gradient(platinum));
  });

  it('answers a problem for an unknown product or an id that is not a number', async () => {
    expectProblem(await api.call({ method: 'GET', url: '/api/products/public/image/999999' }), 404);
    expectProblem(await api.call({ method: 'GET', url: '/api/products/public/image/abc' }), 400, /productId/);
  });
});
