/**
 * The catalog: the seed meets the spec's sample sizes in every market, validation refuses what a
 * visitor must never see, and a replacement takes effect in one transaction.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readCatalog } from '../../src/catalog/load';
import { validateCatalog } from '../../src/catalog/validate';
import { replaceCatalog } from '../../src/catalog/replace';
import { CatalogService } from '../../src/catalog/service';
import { apiRoot } from '../../src/paths';
import { startApp } from '../support/helpers';
import { scaledCatalog } from '../../bench/scaled-catalog';

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

  it("accepts the benches' catalog, the seed with Pakistan's cards repeated (to 10,000 in the benches)", async () => {
    const into = mkdtempSync(path.join(os.tmpdir(), 'scaled-catalog-'));
    try {
      const catalog = await readCatalog(scaledCatalog(apiRoot, into, 600));
      expect(catalog.countries.find((c) => c.country === 'pk')?.cards).toHaveLength(600);
      expect(validateCatalog(catalog)).toEqual([]);
    } finally {
      rmSync(into, { recursive: true, force: true });
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

describe('the catalog in the languages each market offers', () => {
  it('has every visitor-facing text of the seed in Arabic, and in Urdu for Pakistan', async () => {
    const catalog = await readCatalog(seedDir);
    const pk = catalog.countries.find((c) => c.country === 'pk')!;
    const ae = catalog.countries.find((c) => c.country === 'ae')!;
    expect(pk.features[0].name).toEqual({ en: 'Cashback', ar: 'استرداد نقدي', ur: 'کیش بیک' });
    expect(ae.features[0].name).toEqual({ en: 'Cashback', ar: 'استرداد نقدي' });
    expect(pk.questions[0].text.ur).toBe('آپ کی ملازمت کی نوعیت کیا ہے؟');
  });

  it('refuses a catalog with a missing translation, naming the entry and the language', async () => {
    const catalog = await readCatalog(seedDir);
    const pk = catalog.countries.find((c) => c.country === 'pk')!;
    const sa = catalog.countries.find((c) => c.country === 'sa')!;
    delete pk.cards[0].name.ur;
    delete pk.questions[1].options[2].text.ar;
    delete sa.features[0].subFeatures![1].name.ar;
    delete sa.loans[0].features[1].ar;
    delete catalog.common.locations[0].name.ur;
    expect(validateCatalog(catalog)).toEqual([
      'common location 1 name: no ur translation',
      `sa feature ${sa.features[0].subFeatures![1].id} name: no ar translation`,
      `sa loan ${sa.loans[0].id} features[1]: no ar translation`,
      `pk card ${pk.cards[0].id} name: no ur translation`,
      `pk option ${pk.questions[1].options[2].id} text: no ar translation`,
    ]);
  });

  it('refuses a card whose cashback incentive is not the cashback of its welcome offer', async () => {
    const catalog = await readCatalog(seedDir);
    const ae = catalog.countries.find((c) => c.country === 'ae')!;
    const [first, second, third] = ae.cards.filter((card) => card.incentive > 0);
    first.incentive += 100;
    delete second.costs.welcomeOffer;
    third.costs.welcomeOffer = { en: 'SAR 100 cashback when you spend SAR 1,000', ar: 'استرداد نقدي' };
    third.incentive = 100;
    expect(validateCatalog(catalog)).toEqual([
      `ae card ${first.id}: incentive ${first.incentive} differs from its welcome offer's cashback (${JSON.stringify(first.costs.welcomeOffer!.en)})`,
      `ae card ${second.id}: incentive ${second.incentive} needs the welcome offer it comes from (costs.welcomeOffer)`,
      `ae card ${third.id}: welcome offer is in SAR, not AED`,
    ]);
  });

  it('refuses a bank without its licence line in every language the market offers', async () => {
    const catalog = await readCatalog(seedDir);
    const pk = catalog.countries.find((c) => c.country === 'pk')!;
    delete (pk.banks[0].licence as { ur?: string }).ur;
    expect(validateCatalog(catalog)).toEqual([`pk bank ${pk.banks[0].id} licence: no ur translation`]);
  });

  it('asks no Urdu of the UAE and Saudi Arabia, which do not offer it', async () => {
    const catalog = await readCatalog(seedDir);
    const ae = catalog.countries.find((c) => c.country === 'ae')!;
    expect(ae.cards.every((card) => card.name.ur === undefined)).toBe(true);
    expect(validateCatalog(catalog)).toEqual([]);
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
        expect(loan.description.en).toContain(local[c.country]);
        expect(loan.maxTenure).toBeLessThanOrEqual(60);
      }
      // The banner the storefront shows at step 1 promises the same bonus as the catalog.
      const banner = c.banners.find((b) => b.id === 2)!;
      expect(banner.description.en).toContain(`${local[c.country]} ${c.bonus.amount.toLocaleString('en-US')}`);
      expect(banner.description.ar).toContain(c.bonus.amount.toLocaleString('en-US'));
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
    ae.cards[0] = { ...ae.cards[0], name: { en: 'Falcon Renamed Card', ar: 'بطاقة فالكون الجديدة' } };
    catalog.checksum = 'changed';
    expect(validateCatalog(catalog)).toEqual([]);
    await replaceCatalog(app.db, catalog);
    const fresh = await new CatalogService(app.db).country('ae');
    expect(fresh.cards.map((c) => c.productName)).toContain('Falcon Renamed Card');
    expect(fresh.cards.map((c) => c.productId)).not.toContain(dropped.id);
  });

  it('falls back to English text by text where a stored entry has no translation', async () => {
    const catalog = await readCatalog(seedDir);
    const ae = catalog.countries.find((c) => c.country === 'ae')!;
    delete ae.cards[0].name.ar;
    delete ae.banners[1].description.ar;
    catalog.checksum = 'fallback';
    await replaceCatalog(app.db, catalog);
    const ar = await new CatalogService(app.db).country('ae', 'ar');
    expect(ar.cards[0].productName).toBe(ae.cards[0].name.en);
    expect(ar.cards[0].organizationName).toBe('بنك فالكون الوطني');
    expect(ar.banners[1]).toEqual(expect.objectContaining({ title: ae.banners[1].title.ar, description: ae.banners[1].description.en }));
  });

  it('keeps one copy of what does not vary by language', async () => {
    const service = new CatalogService(app.db);
    const [en, ar, ur] = await Promise.all([service.country('ae', 'en'), service.country('ae', 'ar'), service.country('ae', 'ur')]);
    // The UAE offers no Urdu: every Urdu text is the English one, so the cards are the English entries.
    expect(ur.cards).toBe(en.cards);
    expect(ur.cardsById).toBe(en.cardsById);
    // In Arabic each card has its own texts, and shares its offered features and figures.
    expect(ar.cards.map((c) => c.productId)).toEqual(en.cards.map((c) => c.productId));
    ar.cards.forEach((card, i) => {
      const english = en.cards[i];
      expect(card.offered).toBe(english.offered);
      expect(card.description).not.toBe(english.description);
      if (card.costs.welcomeOffer === english.costs.welcomeOffer) expect(card.costs).toBe(english.costs);
      else expect({ ...card.costs, welcomeOffer: english.costs.welcomeOffer }).toEqual(english.costs);
    });
  });
});
