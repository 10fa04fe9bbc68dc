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

  describe('in the visitor\'s language (Accept-Language), varying by it', () => {
    const banner2 = async (country: string | undefined, acceptLanguage?: string) => {
      const res = await api.call({ method: 'GET', url: '/api/banners/public', country, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      expect(res.status).toBe(200);
      expect(String(res.headers.vary)).toMatch(/Accept-Language/i);
      return res.body.find((b: Json) => b.id === 2);
    };

    it('answers in Arabic in the UAE', async () => {
      const banner = await banner2('AE', 'ar-AE,ar;q=0.9,en;q=0.8');
      expect(banner.title).toBe('استرداد نقدي على البطاقات التي نقارنها');
      expect(banner.description).toContain('200 د.إ.');
    });

    it('answers in Urdu in Pakistan', async () => {
      const banner = await banner2(undefined, 'ur-PK');
      expect(banner.title).toBe('ہمارے موازنہ کردہ کارڈز پر کیش بیک');
      expect(banner.description).toContain('Rs 5,000');
    });

    it('answers in English when the country does not offer the language, or none is asked for', async () => {
      expect((await banner2('SA', 'ur')).title).toBe('Cashback on the cards we compare');
      expect((await banner2('SA')).title).toBe('Cashback on the cards we compare');
      expect((await banner2('SA', 'fr-FR, ar;q=0')).title).toBe('Cashback on the cards we compare');
    });

    it('follows the order of preference of the header', async () => {
      expect((await banner2(undefined, 'en;q=0.5, ur;q=0.9, ar;q=0.7')).title).toBe('ہمارے موازنہ کردہ کارڈز پر کیش بیک');
      expect((await banner2(undefined, 'ar, ur')).title).toBe('استرداد نقدي على البطاقات التي نقارنها');
    });
  });

  it('refuses an unknown country with a 400 problem', async () => {
    expectProblem(await api.call({ method: 'GET', url: '/api/banners/public', country: 'FR' }), 400, /X-Country-Key/, 'request.country-unknown');
  });
});
