/**
 * GET /api/markets/public/{country}: what each country's catalog offers (cards, loans) and the
 * bonus it promises in its own currency.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { FastifyInstance } from 'fastify';
import { apiRoot } from '../../../src/paths';
import { startApp, tempDir } from '../../support/helpers';
import { describeOnEngines } from '../../support/route-kit';

describeOnEngines('markets', (api) => {
  it.each([
    ['pk', { amount: 5000, currency: 'PKR' }],
    ['ae', { amount: 200, currency: 'AED' }],
    ['sa', { amount: 200, currency: 'SAR' }],
  ])('%s: the market offers cards and loans and promises its bonus in its own currency', async (country, bonus) => {
    const res = await api.app.inject({ method: 'GET', url: `/api/markets/public/${country}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country, productTypes: ['Card', 'Loan'], bonus });
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
    const dir = tempDir('api-seed-');
    fs.cpSync(path.join(apiRoot, 'seed'), dir, { recursive: true });
    const file = path.join(dir, 'catalog', 'sa.yaml');
    const sa = YAML.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, YAML.stringify({ ...sa, loans: [] }));
    app = await startApp({ SEED_DIR: dir });
  }, 120_000);
  afterAll(async () => app?.close());

  it('offers only cards there, so the visitor goes straight to the card screening', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/markets/public/sa' })).json()).toMatchObject({ productTypes: ['Card'] });
    expect((await app.inject({ method: 'GET', url: '/api/markets/public/ae' })).json()).toMatchObject({ productTypes: ['Card', 'Loan'] });
  });
});
