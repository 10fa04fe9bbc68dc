/** Rate limits, CORS, security headers, ops routes, the OpenAPI document, and the catalog. */
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { readCatalog } from '../src/catalog/load';
import { validateCatalog } from '../src/catalog/validate';
import { replaceCatalog } from '../src/catalog/replace';
import { CatalogService } from '../src/catalog/service';
import { apiRoot } from '../src/paths';
import path from 'node:path';

describe('safety and ops', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_MAX: 20, RATE_LIMIT_WRITE_MAX: 3, RATE_LIMIT_MAIL_MAX: 2 });
  });
  afterAll(async () => app?.close());

  it('answers 429 as a problem once a read limit is spent', async () => {
    const remoteAddress = '10.0.0.1';
    for (let i = 0; i < 20; i++) expect((await app.inject({ method: 'GET', url: '/api/banners/public', remoteAddress })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'GET', url: '/api/banners/public', remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json()).toEqual({ type: expect.any(String), title: 'Too Many Requests', status: 429, detail: expect.any(String) });
    expect((await app.inject({ method: 'GET', url: '/api/banners/public', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
  });

  it('limits writes more strictly than reads', async () => {
    const remoteAddress = '10.0.0.3';
    const create = () => app.inject({ method: 'POST', url: '/api/customer-profiles/public', remoteAddress, payload: { name: 'Ali', email: 'ali@example.com', mobileNumber: '+923001234567' } });
    for (let i = 0; i < 3; i++) expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(429);
  });

  it('gives CORS headers to the storefront origins only', async () => {
    const preflight = (origin: string) => app.inject({ method: 'OPTIONS', url: '/api/customer-profiles/public', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-country-key' } });
    const ok = await preflight('http://localhost:3000');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('x-country-key');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const get = await app.inject({ method: 'GET', url: '/api/banners/public', headers: { origin: 'https://evil.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets security headers and lets the storefront embed images', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('serves /health, /ready and the OpenAPI document with a UI at /docs', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready' });
    expect((await app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const route of ['/api/customer-profiles/public', '/api/productFeatures/public', '/api/recommendations/public/{applicationId}/filter', '/api/email/public', '/api/images/public/banner/{imageUrl}']) {
      expect(doc.paths[route]).toBeDefined();
    }
  });

  it('replaces the catalog in one transaction, retiring what the new one drops', async () => {
    const catalog = await readCatalog(path.join(apiRoot, 'seed'));
    const ae = catalog.countries.find((c) => c.country === 'ae')!;
    const dropped = ae.cards.pop()!;
    ae.cards[0] = { ...ae.cards[0], name: 'Falcon Renamed Card' };
    catalog.checksum = 'changed';
    expect(validateCatalog(catalog)).toEqual([]);
    await replaceCatalog(app.db, catalog);
    const fresh = await new CatalogService(app.db).country('ae');
    expect(fresh.cards.map((c) => c.productName)).toContain('Falcon Renamed Card');
    expect(fresh.cards.map((c) => c.productId)).not.toContain(dropped.id);
  });
});

describe('catalog validation', () => {
  it('accepts the seed, which meets the sample size in every country', async () => {
    const catalog = await readCatalog(path.join(apiRoot, 'seed'));
    expect(validateCatalog(catalog)).toEqual([]);
    for (const c of catalog.countries) {
      expect(c.banks.length).toBeGreaterThanOrEqual(5);
      expect(c.cards.length).toBeGreaterThanOrEqual(12);
      expect(c.loans.length).toBe(6);
      expect(c.features.filter((f) => f.productType === 'Card' && f.active !== false).length).toBeGreaterThanOrEqual(12);
      for (const type of ['Card', 'Loan']) {
        const questions = c.questions.filter((q) => q.productType === type);
        expect(questions.length).toBeGreaterThanOrEqual(6);
        expect(questions.some((q) => q.options.some((o) => o.hardStop))).toBe(true);
      }
      expect(c.banners.some((b) => b.id === 2)).toBe(true);
    }
  });

  it('refuses cashback and reward points on one card, missing images and repeated ids', async () => {
    const catalog = await readCatalog(path.join(apiRoot, 'seed'));
    const pk = catalog.countries.find((c) => c.country === 'pk')!;
    const cashbackSub = pk.features.find((f) => f.kind === 'cashback')!.subFeatures![0].id;
    const rewardSub = pk.features.find((f) => f.kind === 'rewardPoints')!.subFeatures![0].id;
    pk.cards[0].features = [cashbackSub, rewardSub];
    pk.cards[1].image = 'no-such-card.svg';
    pk.loans[0].id = pk.cards[2].id;
    const errors = validateCatalog(catalog).join('\n');
    expect(errors).toMatch(/both cashback and reward points/);
    expect(errors).toMatch(/no-such-card.svg is missing/);
    expect(errors).toMatch(/product id \d+ is used more than once/);
  });
});
