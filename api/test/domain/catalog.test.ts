/**
 * The catalog: the seed meets the spec's sample sizes in every market, validation refuses what a
 * visitor must never see, and a replacement takes effect in one transaction.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readCatalog } from '../../src/catalog/load';
import { validateCatalog } from '../../src/catalog/validate';
import { replaceCatalog } from '../../src/catalog/replace';
import { CatalogService } from '../../src/catalog/service';
import { apiRoot } from '../../src/paths';
import { startApp } from '../support/helpers';

const seedDir = path.join(apiRoot, 'seed');

describe('catalog validation', () => {
  it('accepts the seed, which meets the sample size in every country', async () => {
    const catalog = await readCatalog(seedDir);
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
    const catalog = await readCatalog(seedDir);
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

describe('the seed catalog of each market', () => {
  it('holds at least 5 loans per country, in local amounts, and a bonus in the local currency', async () => {
    const catalog = await readCatalog(seedDir);
    const local = { ae: 'AED', sa: 'SAR', pk: 'PKR' } as const;
    for (const c of catalog.countries) {
      expect([c.country, c.loans.length >= 5]).toEqual([c.country, true]);
      expect(c.bonus.currency).toBe(local[c.country]);
      for (const loan of c.loans) {
        expect(loan.description).toContain(local[c.country]);
        expect(loan.maxTenure).toBeLessThanOrEqual(60);
      }
      // The banner the storefront shows at step 1 promises the same bonus as the catalog.
      const banner = c.banners.find((b) => b.id === 2)!;
      expect(banner.description).toContain(`${local[c.country]} ${c.bonus.amount.toLocaleString('en-US')}`);
    }
    expect(catalog.countries.find((c) => c.country === 'pk')!.bonus.amount).toBe(5000);
    expect(catalog.countries.find((c) => c.country === 'ae')!.bonus).toEqual({ amount: 200, currency: 'AED' });
  });

  it('refuses a bonus in another currency than the country serves', async () => {
    const catalog = await readCatalog(seedDir);
    catalog.countries.find((c) => c.country === 'sa')!.bonus.currency = 'AED';
    expect(validateCatalog(catalog)).toEqual(['sa bonus is in AED; a visitor there is promised amounts in SAR']);
  });
});

describe('replacing the catalog', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it('replaces the catalog in one transaction, retiring what the new one drops', async () => {
    const catalog = await readCatalog(seedDir);
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
