/**
 * A bank's welcome offer is one offer wherever it shows: the tile's chip (the recommendation's
 * incentive), the Compare row (the recommendation's costs.welcomeOffer) and Key Facts agree, for
 * every card of every market.
 */
import path from 'node:path';
import { readCatalog } from '../../../src/catalog/load';
import type { Catalog, CountryFile } from '../../../src/catalog/types';
import { apiRoot } from '../../../src/paths';
import { describeOnEngines, type Json } from '../../support/route-kit';

const header = { ae: 'AE', sa: 'SA', pk: undefined } as const;
const currency = { ae: 'AED', sa: 'SAR', pk: 'PKR' } as const;

describeOnEngines('welcome offers', (api) => {
  let catalog: Catalog;
  const country = (code: 'ae' | 'sa' | 'pk') => catalog.countries.find((c) => c.country === code)! as CountryFile;
  beforeAll(async () => {
    catalog = await readCatalog(path.join(apiRoot, 'seed'));
  });

  it.each(['ae', 'sa', 'pk'] as const)('%s: the chip, Compare and Key Facts state the same welcome offer for every card', async (code) => {
    const { applicationId, token } = await api.newApplication('Card', header[code]);
    const everyFeature = country(code).features.filter((f) => f.productType === 'Card').slice(0, 5).map((f) => f.id);
    const res = await api.call({
      method: 'GET',
      url: `/api/recommendations/public/${applicationId}/filter?page=0&size=100&preferences=${everyFeature.join(',')}&includeUnmatched=true`,
      country: header[code],
      token,
    });
    expect(res.status).toBe(200);
    const cards: Json[] = res.body.content;
    expect(cards).toHaveLength(country(code).cards.length);
    for (const card of cards) {
      const facts = await api.call({ method: 'GET', url: `/api/key-facts/public/${card.productId}` });
      const keyFact = facts.body.facts.find((f: Json) => f.id === 'welcomeOffer');
      expect({ productId: card.productId, keyFacts: keyFact?.value ?? null }).toEqual({ productId: card.productId, keyFacts: card.costs.welcomeOffer });
      if (keyFact) expect(keyFact.label).toBe('Bank welcome offer');
      if (card.incentive > 0) {
        const chip = `${currency[code]} ${card.incentive.toLocaleString('en-US')} cashback`;
        expect({ productId: card.productId, compare: card.costs.welcomeOffer }).toEqual({
          productId: card.productId,
          compare: expect.stringMatching(new RegExp(`^${chip} `)),
        });
      } else {
        expect({ productId: card.productId, compare: card.costs.welcomeOffer ?? '' }).toEqual({
          productId: card.productId,
          compare: expect.not.stringMatching(/ cashback /),
        });
      }
    }
  });
});

describeOnEngines('partner banks', (api) => {
  it.each([
    ['ae', 'en', 'Falcon National Bank', 'Licensed by the Central Bank of the UAE, licence no. B-1201 (fictional)'],
    ['sa', 'ar', expect.any(String), expect.stringContaining('البنك المركزي السعودي')],
    ['pk', 'ur', 'انڈس ویلی بینک', expect.stringContaining('اسٹیٹ بینک آف پاکستان')],
  ])('%s in %s: every bank of the market with its licence line', async (code, language, name, licence) => {
    const catalog = await readCatalog(path.join(apiRoot, 'seed'));
    const banks = catalog.countries.find((c) => c.country === code)!.banks;
    const res = await api.call({ method: 'GET', url: `/api/banks/public/${code}`, headers: { 'accept-language': language } });
    expect(res.status).toBe(200);
    expect(res.body.map((b: Json) => b.bankId)).toEqual(banks.map((b) => b.id));
    expect(res.body[0]).toEqual({ bankId: banks[0].id, name, licence });
  });

  it('refuses a market the storefront does not serve', async () => {
    const res = await api.call({ method: 'GET', url: '/api/banks/public/xx' });
    expect(res.status).toBe(400);
  });
});
