/**
 * GET /api/markets/public/{country}: what each country's catalog offers (cards, loans) and the
 * bonus it promises in its own currency.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readCatalog } from '../../../src/catalog/load';
import { replaceCatalog } from '../../../src/catalog/replace';
import { apiRoot } from '../../../src/paths';
import { startApp, waitFor } from '../../support/helpers';
import { describeOnEngines } from '../../support/route-kit';

describeOnEngines('markets', (api) => {
  it.each([
    ['pk', { amount: 5000, currency: 'PKR', lockDays: 30 }, { min: 30_000, max: 5_000_000, step: 10_000, currency: 'PKR' }],
    ['ae', { amount: 200, currency: 'AED', lockDays: 30 }, { min: 5_000, max: 750_000, step: 1_000, currency: 'AED' }],
    ['sa', { amount: 200, currency: 'SAR', lockDays: 30 }, { min: 5_000, max: 1_000_000, step: 1_000, currency: 'SAR' }],
  ])('%s: the market offers cards and loans, the amounts its loans lend, and promises its bonus in its own currency, paid within its lock period', async (country, bonus, loanAmounts) => {
    const res = await api.app.inject({ method: 'GET', url: `/api/markets/public/${country}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country, productTypes: ['Card', 'Loan'], bonus, loanAmounts });
  });

  it('answers the country of the path whatever X-Country-Key says, and refuses a country it does not serve', async () => {
    const pk = await api.app.inject({ method: 'GET', url: '/api/markets/public/pk', headers: { 'x-country-key': 'AE' } });
    expect(pk.json().country).toBe('pk');
    const unknown = await api.app.inject({ method: 'GET', url: '/api/markets/public/us' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
  });

  it('documents the market call in the OpenAPI document', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.paths['/api/markets/public/{country}'].get.summary).toMatch(/product types its catalog offers and the bonus/);
  });
});

describe('a country whose catalog has no loans', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
    // The operator makes live a catalog whose Saudi file lists no loans (npm run catalog:replace).
    const catalog = await readCatalog(path.join(apiRoot, 'seed'));
    catalog.countries = catalog.countries.map((c) => (c.country === 'sa' ? { ...c, loans: [] } : c));
    catalog.checksum = `${catalog.checksum}-no-saudi-loans`;
    const live = await replaceCatalog(app.db, catalog);
    await waitFor(async () => (await app.catalog.versions()).sa === live.sa, 15_000, 200);
  }, 120_000);
  afterAll(async () => app?.close());

  it('offers only cards there, so the visitor goes straight to the card screening', async () => {
    const sa = (await app.inject({ method: 'GET', url: '/api/markets/public/sa' })).json();
    expect(sa).toMatchObject({ productTypes: ['Card'] });
    expect(sa.loanAmounts).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/markets/public/ae' })).json()).toMatchObject({ productTypes: ['Card', 'Loan'] });
  });
});
