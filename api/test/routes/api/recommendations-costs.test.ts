/**
 * The costs and the "why" on /api/recommendations/public: every card carries its catalog costs,
 * Key Facts and a match breakdown whose points add up to its score; the cards meeting none of the
 * picks come last and flagged when asked for; the Islamic filter keeps the Sharia-compliant cards
 * in the ranking's order; and what banks pay the storefront does not change the order.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { matchPoints } from '@storefront/shared/contract';
import { readCatalog } from '../../../src/catalog/load';
import { replaceCatalog } from '../../../src/catalog/replace';
import type { Catalog, CountryFile } from '../../../src/catalog/types';
import { apiRoot } from '../../../src/paths';
import { waitFor } from '../../support/helpers';
import { describeOnEngines, type Json } from '../../support/route-kit';

const seedDir = path.join(apiRoot, 'seed');
const header = { ae: 'AE', sa: 'SA', pk: undefined } as const;
const currency = { ae: 'AED', sa: 'SAR', pk: 'PKR' } as const;

/** Five card features of the country, by name: the visitor's picks, most important first. */
const pickNames = ['Cashback', 'Airport lounge access', 'No annual fee', 'Sharia-compliant', 'Golf privileges'];

function featureIds(c: CountryFile, names: string[]): number[] {
  return names.map((name) => c.features.find((f) => f.name.en === name)!.id);
}

/** What a card offers: the features it lists and the parent of every listed sub-feature. */
function offered(c: CountryFile, card: CountryFile['cards'][number]): Set<number> {
  const parentOf = new Map(c.features.flatMap((f) => (f.subFeatures ?? []).map((s) => [s.id, f.id] as const)));
  return new Set(card.features.flatMap((id) => (parentOf.has(id) ? [id, parentOf.get(id)!] : [id])));
}

describeOnEngines('card costs and match breakdown', (api) => {
  let catalog: Catalog;
  const country = (code: 'ae' | 'sa' | 'pk') => catalog.countries.find((c) => c.country === code)!;
  const applications: Record<string, { applicationId: string; token: string }> = {};

  beforeAll(async () => {
    catalog = await readCatalog(seedDir);
    for (const code of ['ae', 'sa', 'pk'] as const) applications[code] = await api.newApplication('Card', header[code]);
  });

  const filter = (code: 'ae' | 'sa' | 'pk', ids: number[], extra = '') =>
    api.call({
      method: 'GET',
      url: `/api/recommendations/public/${applications[code].applicationId}/filter?page=0&size=100&preferences=${ids.join(',')}${extra}`,
      country: header[code],
      token: applications[code].token,
    });

  it.each(['ae', 'sa', 'pk'] as const)('%s: every card carries its costs, Key Facts and a breakdown adding up to its score', async (code) => {
    const c = country(code);
    const ids = featureIds(c, pickNames);
    const res = await filter(code, ids, '&includeUnmatched=true');
    expect(res.status).toBe(200);
    const cards: Json[] = res.body.content;
    expect(cards).toHaveLength(c.cards.length);
    const worth = matchPoints(5);
    for (const shown of cards) {
      const card = c.cards.find((k) => k.id === shown.productId)!;
      expect(shown).toMatchObject({ currency: currency[code], islamic: card.islamic });
      expect(shown.costs).toEqual({
        annualFee: card.costs.annualFee,
        firstYearFee: card.costs.firstYearFeeWaived ? 0 : card.costs.annualFee,
        purchaseRate: card.costs.purchaseRate,
        cashAdvanceRate: card.costs.cashAdvanceRate,
        latePaymentFee: card.costs.latePaymentFee,
        foreignTransactionFeePercent: card.costs.foreignTransactionFeePercent,
        minMonthlySalary: card.costs.minMonthlySalary,
        welcomeOffer: card.costs.welcomeOffer?.en ?? null,
      });
      expect(shown.keyFacts).toMatchObject({ productId: card.id, productType: 'Card', currency: currency[code] });
      // The breakdown: each pick once, most important first, with its worth; the points add up to the score.
      const has = offered(c, card);
      expect(shown.match.items.map((i: Json) => [i.featureId, i.featureName, i.priority, i.worth, i.met])).toEqual(
        ids.map((id, i) => [id, pickNames[i], i + 1, worth[i], has.has(id)]),
      );
      const sum = shown.match.items.reduce((total: number, i: Json) => total + i.points, 0);
      expect([shown.match.percent, sum]).toEqual([shown.score, shown.score]);
      expect(shown.match.meetsNone).toBe(shown.score === 0);
    }
    // Best match first; the cards meeting none of the picks after every other, and only when asked for.
    const scores = cards.map((k) => k.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const matched = (await filter(code, ids)).body.content.map((k: Json) => k.productId);
    expect(matched).toEqual(cards.filter((k) => k.score > 0).map((k) => k.productId));
  });

  it.each([['ae', 'ar-AE', 'الرسوم السنوية'], ['pk', 'ur-PK', 'سالانہ فیس']] as const)(
    "%s: every card's Key Facts in the visitor's language (%s), as the Key Facts page states them",
    async (code, language, annualFee) => {
      const ids = featureIds(country(code), pickNames);
      const res = await api.call({
        method: 'GET',
        url: `/api/recommendations/public/${applications[code].applicationId}/filter?page=0&size=100&preferences=${ids.join(',')}`,
        country: header[code],
        token: applications[code].token,
        headers: { 'accept-language': language },
      });
      expect(res.status).toBe(200);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      const [first] = res.body.content as Json[];
      expect(first.keyFacts.facts[0]).toMatchObject({ id: 'annualFee', label: annualFee });
      const page = await api.call({ method: 'GET', url: `/api/key-facts/public/${first.productId}`, country: header[code], headers: { 'accept-language': language } });
      expect(first.keyFacts).toEqual(page.body);
    },
  );

  it('ranks, pages and counts only the Sharia-compliant cards with the Islamic filter', async () => {
    const c = country('ae');
    const ids = featureIds(c, pickNames);
    const all: Json[] = (await filter('ae', ids)).body.content;
    const islamic = await filter('ae', ids, '&islamic=true');
    expect(islamic.body.content.length).toBeGreaterThan(0);
    expect(islamic.body.content.map((k: Json) => k.productId)).toEqual(all.filter((k) => k.islamic).map((k) => k.productId));
    expect(islamic.body.totalElements).toBe(islamic.body.content.length);
    const secondPage = await api.call({
      method: 'GET', url: `/api/recommendations/public/${applications.ae.applicationId}/filter?page=1&size=1&islamic=true&preferences=${ids.join(',')}`,
      country: 'AE', token: applications.ae.token,
    });
    expect(secondPage.body.content.map((k: Json) => k.productId)).toEqual([islamic.body.content[1]?.productId].filter(Boolean));

    const count = async (names: string[], islamicOnly?: boolean) => (await api.call({
      method: 'POST', url: '/api/recommendations/public/count', country: 'AE', token: applications.ae.token,
      payload: { applicationId: applications.ae.applicationId, preferences: featureIds(c, names).map((featureId) => ({ featureId })), ...(islamicOnly ? { islamic: true } : {}) },
    })).body;
    const cashback = featureIds(c, ['Cashback'])[0];
    expect(await count(['Cashback'], true)).toBe(c.cards.filter((k) => k.islamic && offered(c, k).has(cashback)).length);
    expect(await count([], true)).toBe(c.cards.filter((k) => k.islamic).length);
    expect(await count([], true)).toBeLessThan(await count([]));
  });

  it('marks the Sharia-compliant feature, which the Islamic cards list', async () => {
    const features: Json[] = (await api.call({ method: 'GET', url: '/api/productFeatures/public', country: 'SA' })).body;
    expect(features.filter((f) => f.islamic).map((f) => [f.featureName, f.islamic])).toEqual([['Sharia-compliant', true]]);
  });

  it('orders the cards the same whatever the banks pay the storefront', async () => {
    const sets = [pickNames, ['No annual fee', 'Cashback', 'Dining discounts'], ['Golf privileges', 'Reward points', 'Airport lounge access', 'Fuel savings']];
    const order = async () => {
      const orders: unknown[] = [];
      for (const code of ['ae', 'sa', 'pk'] as const) {
        for (const names of sets) {
          orders.push((await filter(code, featureIds(country(code), names), '&includeUnmatched=true')).body.content.map((k: Json) => [k.productId, k.score]));
        }
      }
      return orders;
    };
    const before = await order();

    // The highest payer becomes the lowest and the other way round, by a wide margin.
    const changed = await readCatalog(seedDir);
    for (const c of changed.countries) {
      c.cards.forEach((card, i) => (card.partnerPayment = (c.cards.length - i) * 100_000));
    }
    changed.checksum = `${changed.checksum}-partner-payments`;
    const live = await replaceCatalog(api.app.db, changed);
    const stored = await api.app.db.execute(sql`select id, partner_payment from products where product_type = 'Card' and retired = false order by id`);
    const rows = (stored as unknown as { rows: { id: number; partner_payment: string }[] }).rows;
    const first = changed.countries[0].cards[0];
    expect(Number(rows.find((r) => r.id === first.id)!.partner_payment)).toBe(first.partnerPayment);
    await waitFor(async () => (await api.app.catalog.versions()).ae === live.ae, 15_000, 200);

    expect(await order()).toEqual(before);
  });
});
