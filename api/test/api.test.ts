/**
 * Every call of spec section 7 with the storefront's payloads, then bad input per route, run on
 * embedded PGlite (memory://) and again on PostgreSQL (a fresh schema, dropped afterwards).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createPgSchema, rowCounts, startApp } from './helpers';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const engines: [string, () => Promise<{ url: string; drop: () => Promise<void> }>][] = [
  ['PGlite', async () => ({ url: 'memory://', drop: async () => undefined })],
  ['PostgreSQL', createPgSchema],
];

describe.each(engines)('provider API on %s', (_engine, makeDatabase) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await makeDatabase();
    drop = database.drop;
    app = await startApp({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const call = async (options: InjectOptions & { country?: string }) => {
    const { country, ...rest } = options;
    const response = await app.inject({ ...rest, headers: { ...(country ? { 'x-country-key': country } : {}), ...rest.headers } });
    return { status: response.statusCode, body: response.body ? safeJson(response.body) : undefined, headers: response.headers, raw: response };
  };
  const safeJson = (text: string) => { try { return JSON.parse(text) as Json; } catch { return text; } };

  const expectProblem = (res: { status: number; body: Json; headers: Record<string, unknown> }, status: number, detailPart?: string | RegExp) => {
    expect(res.status).toBe(status);
    expect(String(res.headers['content-type'])).toContain('application/problem+json');
    expect(res.body).toEqual({ type: expect.any(String), title: expect.any(String), status, detail: expect.any(String) });
    if (detailPart) expect(res.body.detail).toMatch(detailPart);
  };

  async function newCustomer(country?: string, promoCode = '') {
    const res = await call({ method: 'POST', url: '/api/customer-profiles/public', country, payload: { name: 'Sara Ahmed', email: 'sara@example.com', mobileNumber: '+971501234567', promoCode } });
    expect(res.status).toBe(201);
    return res.body;
  }
  async function newApplication(type: 'Card' | 'Loan', country?: string) {
    const customer = await newCustomer(country);
    const locationId = Number(customer.promoCode.split('-')[1]);
    const res = await call({ method: 'POST', url: '/api/applications/public', country, payload: { customer: { customerId: customer.customerId }, location: { locationId }, applicationType: type, status: 'Created' } });
    expect(res.status).toBe(201);
    return { customer, application: res.body };
  }
  async function answer(applicationId: number, type: 'Card' | 'Loan', country: string | undefined, pick: (RegExp | string)[]) {
    const questions = (await call({ method: 'GET', url: `/api/questions/public?productType=${type}`, country })).body as Json[];
    const payload = questions.map((q, i) => {
      const option = q.options.find((o: Json) => (typeof pick[i] === 'string' ? o.optionText === pick[i] : (pick[i] as RegExp).test(o.optionText)));
      if (!option) throw new Error(`no option ${pick[i]} for ${q.question}`);
      return { questionId: q.questionId, applicationId, response: option.optionId, screeningId: null };
    });
    return call({ method: 'POST', url: '/api/screenings/public/bulk', country, payload });
  }
  const goodCardAnswers = ['Salaried', /10,000 to 20,000/, 'More than 3 years', 'No', '26 to 60', 'Yes'];
  const weakCardAnswers = ['Self-employed', /^Below/, 'Less than 1 year', 'More than once', '21 to 25', 'Yes'];

  describe('catalog reads, scoped by X-Country-Key', () => {
    it('serves banners with id 2 for every country', async () => {
      for (const country of [undefined, 'AE', 'sa']) {
        const res = await call({ method: 'GET', url: '/api/banners/public', country });
        expect(res.status).toBe(200);
        expect(res.body.find((b: Json) => b.id === 2)).toEqual({ id: 2, title: expect.any(String), description: expect.any(String), imageUrl: expect.stringMatching(/\.svg$/), routingUrl: expect.stringMatching(/^https:/) });
      }
      const ae = await call({ method: 'GET', url: '/api/banners/public', country: 'AE' });
      const pk = await call({ method: 'GET', url: '/api/banners/public' });
      expect(ae.body[0].imageUrl).toContain('-ae-');
      expect(pk.body[0].imageUrl).toContain('-pk-');
    });

    it('serves at least 6 questions per product type with hard stops and no points', async () => {
      for (const type of ['Card', 'Loan']) {
        const res = await call({ method: 'GET', url: `/api/questions/public?productType=${type}`, country: 'SA' });
        expect(res.status).toBe(200);
        expect(res.body.length).toBeGreaterThanOrEqual(6);
        expect(Object.keys(res.body[0]).sort()).toEqual(['options', 'question', 'questionId']);
        expect(Object.keys(res.body[0].options[0]).sort()).toEqual(['hardStop', 'optionId', 'optionText']);
        expect(res.body.some((q: Json) => q.options.some((o: Json) => o.hardStop))).toBe(true);
      }
    });

    it('serves at least 12 active card features with sub-features', async () => {
      const res = await call({ method: 'GET', url: '/api/productFeatures/public', country: 'AE' });
      expect(res.status).toBe(200);
      const activeCard = res.body.filter((f: Json) => f.active === 'Y' && f.productType === 'Card');
      expect(activeCard.length).toBeGreaterThanOrEqual(12);
      expect(activeCard.some((f: Json) => f.subFeatures.length > 0)).toBe(true);
      expect(res.body[0]).toEqual(expect.objectContaining({ featureId: expect.any(Number), featureName: expect.any(String), imageUrl: expect.any(String), selected: false, subFeatures: expect.any(Array) }));
    });

    it('refuses an unknown country with a 400 problem', async () => {
      expectProblem(await call({ method: 'GET', url: '/api/banners/public', country: 'FR' }), 400, /X-Country-Key/);
    });
  });

  describe('card flow', () => {
    let applicationId: number;
    let customerId: number;
    let features: Json[];
    const byName = (name: string) => {
      for (const f of features) {
        if (f.featureName === name) return f.featureId;
        for (const s of f.subFeatures) if (s.featureName === name) return s.featureId;
      }
      throw new Error(name);
    };

    it('creates the customer and the application, and reads it back', async () => {
      const created = await newApplication('Card', 'AE');
      applicationId = created.application.applicationId;
      customerId = created.customer.customerId;
      expect(created.customer).toEqual({ customerId: expect.any(Number), name: 'Sara Ahmed', email: 'sara@example.com', mobileNumber: '+971501234567', promoCode: '1-1-other' });
      expect(created.application).toEqual({
        applicationId: expect.any(Number), customer: { customerId, name: 'Sara Ahmed', email: 'sara@example.com', clientRiskProfile: null },
        location: { locationId: 1 }, product: null, applicationType: 'Card', status: 'Created',
      });
      const read = await call({ method: 'GET', url: `/api/applications/public/${applicationId}`, country: 'AE' });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created.application);
    });

    it('echoes a merchant promo code and refuses an unknown one', async () => {
      const known = await newCustomer('AE', '2-11-DubaiMall');
      expect(known.promoCode).toBe('2-11-dubaimall');
      const before = await rowCounts(app);
      const unknown = await call({ method: 'POST', url: '/api/customer-profiles/public', country: 'AE', payload: { name: 'Sara', email: 's@example.com', mobileNumber: '+971501234567', promoCode: '9-99-nowhere' } });
      expectProblem(unknown, 422, /9-99-nowhere/);
      expect(unknown.body.title).toBe('Invalid promo code');
      const otherCountry = await call({ method: 'POST', url: '/api/customer-profiles/public', country: 'AE', payload: { name: 'Sara', email: 's@example.com', mobileNumber: '+971501234567', promoCode: '3-21-riyadhpark' } });
      expectProblem(otherCountry, 422);
      expect(await rowCounts(app)).toEqual(before);
    });

    it('stores the screening answers and scores a good profile 95', async () => {
      const res = await answer(applicationId, 'Card', 'AE', goodCardAnswers);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(6);
      expect(res.body[0]).toEqual({ screeningId: expect.any(Number), questionId: expect.any(Number), applicationId, response: expect.any(Number) });
      const score = await call({ method: 'GET', url: `/api/applications/public/credit-score/${applicationId}`, country: 'AE' });
      expect(score.status).toBe(200);
      expect(score.raw.body).toBe('95');
      // Answering again replaces, never duplicates.
      await answer(applicationId, 'Card', 'AE', goodCardAnswers);
      expect((await rowCounts(app)).screening_answers).toBeGreaterThanOrEqual(6);
    });

    it('scores a weak profile under the card threshold of 60', async () => {
      const { application } = await newApplication('Card', 'SA');
      expect((await answer(application.applicationId, 'Card', 'SA', weakCardAnswers)).status).toBe(200);
      const score = await call({ method: 'GET', url: `/api/applications/public/credit-score/${application.applicationId}` });
      expect(score.body).toBe(45);
    });

    it('counts the cards offering every selected feature', async () => {
      features = (await call({ method: 'GET', url: '/api/productFeatures/public', country: 'AE' })).body;
      const count = (names: string[]) => call({ method: 'POST', url: '/api/recommendations/public/count', country: 'AE', payload: { applicationId, preferences: names.map((n) => ({ featureId: byName(n), featureName: n })) } });
      // Cashback Platinum and Islamic Gold both list groceries cashback and no annual fee.
      expect((await count(['Cashback on groceries', 'No annual fee'])).body).toBe(2);
      // The parent feature counts every card with one of its sub-features (Platinum, Everyday, Islamic Gold, Dining, Fuel, Family, Starter).
      expect((await count(['Cashback'])).body).toBe(7);
      expect((await count([])).body).toBe(13);
    });

    it('stores ranked preferences and pages the cards best match first', async () => {
      const preferences = [
        { featureId: byName('Cashback on groceries'), priority: 1 },
        { featureId: byName('No annual fee'), priority: 2 },
        { featureId: byName('Contactless and mobile wallets'), priority: 3 },
      ];
      const saved = await call({ method: 'POST', url: '/api/recommendations/public', country: 'AE', payload: { applicationId, preferences } });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ applicationId, preferences });

      const ids = preferences.map((p) => p.featureId).join(',');
      const first = await call({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=0&size=10&preferences=${ids}`, country: 'AE' });
      expect(first.status).toBe(200);
      const page = first.body;
      expect(page).toEqual(expect.objectContaining({ empty: false, number: 0, size: 10 }));
      expect(page.content[0]).toEqual({
        productId: expect.any(Number), productName: 'Falcon Cashback Platinum', organizationName: 'Falcon National Bank', score: 100,
        incentive: 300, instantIssuance: true, description: expect.stringContaining('\\n'), features: expect.any(Array), routingUrl: expect.stringMatching(/^https:/),
      });
      // Weights 3,2,1 of 6: Islamic Gold (groceries + no fee) 5/6 = 83; Everyday Cashback (groceries + contactless) 4/6 = 67.
      expect(page.content.slice(0, 3).map((c: Json) => [c.productName.split(' ').slice(1).join(' '), c.score])).toEqual([
        ['Cashback Platinum', 100], ['Islamic Gold', 83], ['Everyday Cashback', 67],
      ]);
      const scores = page.content.map((c: Json) => c.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);

      const all = page.totalElements;
      const second = await call({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=1&size=4&preferences=${ids}`, country: 'AE' });
      expect(second.body.number).toBe(1);
      expect(second.body.totalPages).toBe(Math.ceil(all / 4));
      const beyond = await call({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=9&size=10`, country: 'AE' });
      expect(beyond.body).toEqual(expect.objectContaining({ content: [], empty: true, last: true }));
    });

    it('saves the selected features, replacing the previous set', async () => {
      const chosen = [byName('Cashback on groceries'), byName('No annual fee'), byName('Contactless and mobile wallets')];
      const res = await call({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, country: 'AE', payload: chosen.map((featureId) => ({ applicationId, featureId })) });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(3);
      const again = await call({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, payload: chosen.slice(0, 2).map((featureId) => ({ applicationId, featureId })) });
      expect(again.body).toEqual(chosen.slice(0, 2).map((featureId) => ({ applicationId, featureId })));
    });

    it('saves five features with sub-features picked under them (more than five ids), and counts with all of them', async () => {
      const names = ['Cashback', 'Cashback on groceries', 'Cashback on dining', 'Dining discounts', 'No annual fee', 'Airport lounge access', 'Guest access', 'Travel insurance'];
      const picked = names.map(byName);
      const res = await call({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, country: 'AE', payload: picked.map((featureId) => ({ applicationId, featureId })) });
      expect(res.status).toBe(200);
      expect(res.body.map((r: Json) => r.featureId).sort()).toEqual([...picked].sort());
      const count = await call({ method: 'POST', url: '/api/recommendations/public/count', country: 'AE', payload: { applicationId, preferences: names.map((n) => ({ featureId: byName(n), featureName: n })) } });
      expect(count.status).toBe(200);
      expect(typeof count.body).toBe('number');
    });

    it('submits once, idempotently on a double click, with the risk profile from the score', async () => {
      const page = (await call({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=0&size=1`, country: 'AE' })).body;
      const productId = page.content[0].productId;
      const body = { applicationId, customer: { customerId }, location: { locationId: 1 }, product: { productId }, applicationType: 'Card', clientRiskProfile: 'High', status: 'Submitted' };
      const [a, b] = await Promise.all([
        call({ method: 'PUT', url: '/api/applications/public', country: 'AE', payload: body }),
        call({ method: 'PUT', url: '/api/applications/public', country: 'AE', payload: body }),
      ]);
      expect(a.status).toBe(200);
      expect(b.body).toEqual(a.body);
      expect(a.body).toEqual(expect.objectContaining({
        status: 'Submitted', product: { productId, productName: 'Falcon Cashback Platinum', routingUrl: expect.stringMatching(/^https:/) },
        customer: expect.objectContaining({ customerId, clientRiskProfile: 'Low' }),
      }));
      const other = await call({ method: 'PUT', url: '/api/applications/public', country: 'AE', payload: { ...body, product: { productId: productId + 1 } } });
      expectProblem(other, 409);
      const late = await answer(applicationId, 'Card', 'AE', goodCardAnswers);
      expectProblem(late, 409);
    });
  });

  describe('loan flow', () => {
    it('offers loans within a 50 % debt-burden ratio, saves recommendations and submits', async () => {
      const { customer, application } = await newApplication('Loan');
      const applicationId = application.applicationId;
      // Income PKR 100,000, obligations PKR 20,000: at most PKR 30,000 a month for the new loan.
      expect((await answer(applicationId, 'Loan', undefined, ['Salaried', /100,000 to 200,000/, /^Up to/, '36 months', 'No', 'Yes'])).status).toBe(200);
      const offers = await call({ method: 'GET', url: `/api/recommendations/public/loan/${applicationId}` });
      expect(offers.status).toBe(200);
      expect(offers.body.length).toBeGreaterThan(0);
      for (const offer of offers.body) {
        expect(offer.monthlyInstalment).toBeLessThanOrEqual(30_000);
        expect(offer.loanAmountTxt).toMatch(/^PKR \d{1,3}(,\d{3})*$/);
        expect(offer.currency).toBe('PKR');
        expect(offer.loanTenure).toBeLessThanOrEqual(36);
      }
      expect(offers.body.some((o: Json) => o.loanTenure === 36)).toBe(true);
      const amounts = offers.body.map((o: Json) => o.loanAmount);
      expect([...amounts].sort((x, y) => y - x)).toEqual(amounts);

      const recs = offers.body.map((o: Json) => ({ applicationId, productId: o.productId }));
      const saved = await call({ method: 'POST', url: `/api/product-recommendations/public/${applicationId}`, payload: recs });
      expect(saved.status).toBe(200);
      expect(saved.body).toHaveLength(recs.length);

      const put = await call({ method: 'PUT', url: '/api/applications/public', payload: { applicationId, customer: { customerId: customer.customerId }, location: { locationId: 1 }, product: { productId: recs[0].productId }, applicationType: 'Loan', clientRiskProfile: null, status: 'Submitted' } });
      expect(put.status).toBe(200);
      expect(put.body.product.productName).toBe(offers.body[0].productName);
    });

    it('offers nothing after a hard stop or when obligations eat half the income', async () => {
      const { application } = await newApplication('Loan', 'AE');
      await answer(application.applicationId, 'Loan', 'AE', ['Not employed', /10,000 to 20,000/, 'None', '24 months', 'No', 'Yes']);
      expect((await call({ method: 'GET', url: `/api/recommendations/public/loan/${application.applicationId}` })).body).toEqual([]);
      const second = await newApplication('Loan', 'AE');
      await answer(second.application.applicationId, 'Loan', 'AE', ['Salaried', /^Below/, /^More than/, '24 months', 'No', 'Yes']);
      expect((await call({ method: 'GET', url: `/api/recommendations/public/loan/${second.application.applicationId}` })).body).toEqual([]);
    });
  });

  describe('images', () => {
    it('serves feature icons, banners and card art with ETag, long cache and 304', async () => {
      const features = (await call({ method: 'GET', url: '/api/productFeatures/public' })).body;
      const banners = (await call({ method: 'GET', url: '/api/banners/public' })).body;
      const urls = [`/api/images/public/${features[0].imageUrl}`, `/api/images/public/banner/${banners[0].imageUrl}`, '/api/products/public/image/3301'];
      for (const url of urls) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/svg+xml');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.body).toContain('<svg');
        const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
    });

    it('serves only known image names', async () => {
      for (const url of ['/api/images/public/..%2F..%2Fpackage.json', '/api/images/public/%2e%2e%2fserver.ts', '/api/images/public/banner/..%5C..%5Cx.svg', '/api/images/public/x.svg%00.png']) {
        const res = await call({ method: 'GET', url });
        expect([400, 404]).toContain(res.status);
      }
      expectProblem(await call({ method: 'GET', url: '/api/images/public/nope.svg' }), 404);
      expectProblem(await call({ method: 'GET', url: '/api/products/public/image/999999' }), 404);
      expectProblem(await call({ method: 'GET', url: '/api/products/public/image/abc' }), 400, /productId/);
    });
  });

  describe('bad input gives a 4xx problem naming the field and changes nothing', () => {
    let applicationId: number;
    let customerId: number;
    let before: Record<string, number>;
    beforeAll(async () => {
      const created = await newApplication('Card', 'AE');
      applicationId = created.application.applicationId;
      customerId = created.customer.customerId;
    });
    beforeEach(async () => { before = await rowCounts(app); });
    afterEach(async () => { expect(await rowCounts(app)).toEqual(before); });

    const long = 'x'.repeat(5000);
    const cases: [string, () => InjectOptions & { country?: string }, number, RegExp][] = [
      ['customer: missing name', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { email: 'a@example.com', mobileNumber: '+92300123456' } }), 400, /body\/name/],
      ['customer: wrong type', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 42, email: 'a@example.com', mobileNumber: '+92300123456' } }), 400, /body\/name/],
      ['customer: oversized name', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'A'.repeat(101), email: 'a@example.com', mobileNumber: '+92300123456' } }), 400, /body\/name/],
      ['customer: bad e-mail', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'Ali', email: 'a@b\r\nBcc: x@evil.com', mobileNumber: '+92300123456' } }), 400, /body\/email/],
      ['customer: injection in phone', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'Ali', email: 'a@example.com', mobileNumber: "+923'; DROP TABLE customers;--" } }), 400, /body\/mobileNumber/],
      ['customer: injection in name', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: '<script>alert(1)</script>', email: 'a@example.com', mobileNumber: '+92300123456' } }), 400, /body\/name/],
      ['customer: injection in promo', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'Ali', email: 'a@example.com', mobileNumber: '+92300123456', promoCode: "1-1-other' OR '1'='1" } }), 400, /body\/promoCode/],
      ['customer: not JSON', () => ({ method: 'POST', url: '/api/customer-profiles/public', headers: { 'content-type': 'application/json' }, payload: '{"name":' }), 400, /JSON/i],
      ['customer: oversized body', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'Ali', email: 'a@example.com', mobileNumber: '+92300123456', promoCode: long.repeat(20) } }), 413, /./],
      ['application: missing customer', () => ({ method: 'POST', url: '/api/applications/public', payload: { location: { locationId: 1 }, applicationType: 'Card', status: 'Created' } }), 400, /body\/customer/],
      ['application: unknown type', () => ({ method: 'POST', url: '/api/applications/public', payload: { customer: { customerId }, location: { locationId: 1 }, applicationType: 'Mortgage', status: 'Created' } }), 400, /body\/applicationType/],
      ['application: created as Submitted', () => ({ method: 'POST', url: '/api/applications/public', payload: { customer: { customerId }, location: { locationId: 1 }, applicationType: 'Card', status: 'Submitted' } }), 400, /body\/status/],
      ['application: unknown customer', () => ({ method: 'POST', url: '/api/applications/public', payload: { customer: { customerId: 999999 }, location: { locationId: 1 }, applicationType: 'Card', status: 'Created' } }), 404, /Customer 999999/],
      ['application: customer id as string', () => ({ method: 'POST', url: '/api/applications/public', payload: { customer: { customerId: '1' }, location: { locationId: 1 }, applicationType: 'Card' } }), 400, /body\/customer\/customerId/],
      ['application read: not a number', () => ({ method: 'GET', url: '/api/applications/public/1%20OR%201=1' }), 400, /params\/applicationId/],
      ['application read: unknown id', () => ({ method: 'GET', url: '/api/applications/public/999999' }), 404, /999999/],
      ['application submit: missing product', () => ({ method: 'PUT', url: '/api/applications/public', payload: { applicationId, customer: { customerId }, applicationType: 'Card', status: 'Submitted' } }), 400, /body\/product/],
      ['application submit: unknown product', () => ({ method: 'PUT', url: '/api/applications/public', payload: { applicationId, customer: { customerId }, product: { productId: 999999 }, applicationType: 'Card', status: 'Submitted' } }), 404, /Product 999999/],
      ['application submit: product of another country', () => ({ method: 'PUT', url: '/api/applications/public', payload: { applicationId, customer: { customerId }, product: { productId: 3301 }, applicationType: 'Card', status: 'Submitted' } }), 422, /3301/],
      ['application submit: unknown application', () => ({ method: 'PUT', url: '/api/applications/public', payload: { applicationId: 999999, customer: { customerId }, product: { productId: 1301 }, applicationType: 'Card', status: 'Submitted' } }), 404, /999999/],
      ['questions: missing productType', () => ({ method: 'GET', url: '/api/questions/public' }), 400, /querystring/],
      ['questions: unknown productType', () => ({ method: 'GET', url: "/api/questions/public?productType=Card'--" }), 400, /productType/],
      ['screenings: empty', () => ({ method: 'POST', url: '/api/screenings/public/bulk', payload: [] }), 400, /body/],
      ['screenings: not an array', () => ({ method: 'POST', url: '/api/screenings/public/bulk', payload: { questionId: 1 } }), 400, /body/],
      ['screenings: one bad option among good ones', () => ({ method: 'POST', url: '/api/screenings/public/bulk', payload: [{ questionId: 1501, applicationId, response: 1601, screeningId: null }, { questionId: 1502, applicationId, response: 1601, screeningId: null }] }), 422, /body\/1\/response/],
      ['screenings: question of another country', () => ({ method: 'POST', url: '/api/screenings/public/bulk', payload: [{ questionId: 3501, applicationId, response: 3601, screeningId: null }] }), 422, /body\/0\/questionId/],
      ['screenings: unknown application', () => ({ method: 'POST', url: '/api/screenings/public/bulk', payload: [{ questionId: 1501, applicationId: 999999, response: 1601, screeningId: null }] }), 404, /999999/],
      ['credit score: unknown application', () => ({ method: 'GET', url: '/api/applications/public/credit-score/999999' }), 404, /999999/],
      ['loan offers: unknown application', () => ({ method: 'GET', url: '/api/recommendations/public/loan/999999' }), 404, /999999/],
      ['loan offers: card application', () => ({ method: 'GET', url: `/api/recommendations/public/loan/${applicationId}` }), 422, /Card application/],
      ['product recommendations: id differs from path', () => ({ method: 'POST', url: `/api/product-recommendations/public/${applicationId}`, payload: [{ applicationId: applicationId + 1, productId: 1301 }] }), 400, /body\/0\/applicationId/],
      ['product recommendations: unknown product among good ones', () => ({ method: 'POST', url: `/api/product-recommendations/public/${applicationId}`, payload: [{ applicationId, productId: 1301 }, { applicationId, productId: 999999 }] }), 404, /999999/],
      ['preferences: two only', () => ({ method: 'POST', url: '/api/recommendations/public', payload: { applicationId, preferences: [{ featureId: 1002, priority: 1 }, { featureId: 1003, priority: 2 }] } }), 400, /body\/preferences/],
      ['preferences: repeated priority', () => ({ method: 'POST', url: '/api/recommendations/public', payload: { applicationId, preferences: [{ featureId: 1002, priority: 1 }, { featureId: 1003, priority: 1 }, { featureId: 1004, priority: 2 }] } }), 400, /priority/],
      ['preferences: inactive feature', () => ({ method: 'POST', url: '/api/recommendations/public', payload: { applicationId, preferences: [{ featureId: 1002, priority: 1 }, { featureId: 1003, priority: 2 }, { featureId: 1032, priority: 3 }] } }), 422, /1032/],
      ['filter: negative page', () => ({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=-1&size=10` }), 400, /querystring\/page/],
      ['filter: preferences not ids', () => ({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=0&size=10&preferences=1;DROP` }), 400, /querystring\/preferences/],
      ['filter: no preferences yet', () => ({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=0&size=10` }), 422, /no card preferences/],
      ['count: unknown application', () => ({ method: 'POST', url: '/api/recommendations/public/count', payload: { applicationId: 999999, preferences: [] } }), 404, /999999/],
      ['count: too many', () => ({ method: 'POST', url: '/api/recommendations/public/count', payload: { applicationId, preferences: Array.from({ length: 51 }, (_, i) => ({ featureId: i + 1, featureName: 'x' })) } }), 400, /body\/preferences/],
      ['selected features: six features', () => ({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, payload: [1001, 1006, 1010, 1013, 1014, 1015].map((featureId) => ({ applicationId, featureId })) }), 400, /up to 5 features/],
      ['selected features: a sub-feature of a sixth feature', () => ({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, payload: [1001, 1006, 1010, 1013, 1014, 1021].map((featureId) => ({ applicationId, featureId })) }), 400, /up to 5 features/],
      ['selected features: unknown among good ones', () => ({ method: 'POST', url: `/api/selected-features/public/${applicationId}`, payload: [{ applicationId, featureId: 1002 }, { applicationId, featureId: 999999 }] }), 422, /999999/],
      ['email: arbitrary address', () => ({ method: 'POST', url: '/api/email/public', payload: { to: 'someone@elsewhere.example', containImages: false, subject: 'Your Credit Card Application Received', body: '<p>Hi</p>' } }), 403, /no submitted Card application/],
      ['email: unknown subject', () => ({ method: 'POST', url: '/api/email/public', payload: { to: 'sara@example.com', containImages: false, subject: 'Cheap watches', body: '<p>Hi</p>' } }), 400, /body\/subject/],
      ['email: header injection in subject', () => ({ method: 'POST', url: '/api/email/public', payload: { to: 'sara@example.com', containImages: false, subject: 'Help & Support Request Received\r\nBcc: x@evil.com', body: '<p>Hi</p>' } }), 400, /body\/subject/],
      ['email: header injection in address', () => ({ method: 'POST', url: '/api/email/public', payload: { to: 'sara@example.com\r\nBcc: x@evil.com', containImages: false, subject: 'Help & Support Request Received', body: '<p>Hi</p>' } }), 400, /body\/to/],
      ['email: only unsafe HTML', () => ({ method: 'POST', url: '/api/email/public', payload: { to: 'sara@example.com', containImages: false, subject: 'Help & Support Request Received', body: '<script>alert(1)</script>' } }), 422, /body\/body/],
      ['email: missing body', () => ({ method: 'POST', url: '/api/email/public', payload: { to: 'sara@example.com', containImages: false, subject: 'Help & Support Request Received' } }), 400, /body\/body/],
      ['unknown route', () => ({ method: 'GET', url: '/api/nothing/here' }), 404, /No route/],
    ];
    it.each(cases)('%s', async (_name, request, status, detail) => {
      expectProblem(await call(request()), status, detail);
    });

    it('strips unknown fields', async () => {
      const res = await call({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'Omar Ali', email: 'omar@example.com', mobileNumber: '+923001112223', promoCode: '', isAdmin: true, customerId: 1 } });
      expect(res.status).toBe(201);
      expect(res.body.isAdmin).toBeUndefined();
      before = await rowCounts(app);
    });
  });
});
