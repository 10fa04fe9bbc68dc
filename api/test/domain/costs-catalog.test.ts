/**
 * The catalog's costs: every product of the seed states them in the local currency, validation
 * refuses inconsistent ones, and the OpenAPI document shows the new fields and calls beside the
 * spec's own.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readCatalog } from '../../src/catalog/load';
import { validateCatalog } from '../../src/catalog/validate';
import { apiRoot } from '../../src/paths';
import { startApp } from '../support/helpers';

const seedDir = path.join(apiRoot, 'seed');

describe('catalog costs', () => {
  it('gives every product of the seed its costs, Islamic products in every country, flat and reducing loans', async () => {
    const catalog = await readCatalog(seedDir);
    expect(validateCatalog(catalog)).toEqual([]);
    for (const c of catalog.countries) {
      const sharia = c.features.find((f) => f.kind === 'islamic')!;
      expect(sharia.name.en).toBe('Sharia-compliant');
      for (const card of c.cards) {
        expect(card.islamic).toBe(card.features.includes(sharia.id));
        expect(card.costs.purchaseRate).toBeGreaterThan(0);
        expect(card.costs.minMonthlySalary).toBeGreaterThan(0);
      }
      expect(c.cards.some((k) => k.islamic) && c.cards.some((k) => !k.islamic)).toBe(true);
      expect(c.loans.some((l) => l.islamic) && c.loans.some((l) => !l.islamic)).toBe(true);
      expect(new Set(c.loans.map((l) => l.rateType))).toEqual(new Set(['flat', 'reducing']));
    }
    // The UAE caps a personal loan's processing fee at 1 % and AED 2,500; Saudi Arabia at 1 % and SAR 5,000.
    const caps = { ae: 2_500, sa: 5_000 } as const;
    for (const code of ['ae', 'sa'] as const) {
      for (const loan of catalog.countries.find((c) => c.country === code)!.loans) {
        const fee = loan.processingFee;
        if ('percent' in fee) expect([fee.percent <= 1, (fee.max ?? Infinity) <= caps[code]]).toEqual([true, true]);
        else expect(fee.amount).toBeLessThanOrEqual(caps[code]);
      }
    }
  });

  it('refuses an Islamic flag the features contradict, a fee range upside down and a waiver of no fee', async () => {
    const catalog = await readCatalog(seedDir);
    const ae = catalog.countries.find((c) => c.country === 'ae')!;
    const conventional = ae.cards.find((k) => !k.islamic)!;
    conventional.islamic = true;
    const free = ae.cards.find((k) => k.costs.annualFee === 0)!;
    free.costs.firstYearFeeWaived = true;
    const percentFee = ae.loans.find((l) => 'percent' in l.processingFee)!;
    percentFee.processingFee = { percent: 1, min: 1_000, max: 500 };
    const errors = validateCatalog(catalog).join('\n');
    expect(errors).toMatch(new RegExp(`card ${conventional.id}: islamic is true but it does not list the Sharia-compliant feature`));
    expect(errors).toMatch(new RegExp(`card ${free.id}: firstYearFeeWaived needs an annual fee to waive`));
    expect(errors).toMatch(new RegExp(`loan ${percentFee.id}: processingFee max is below its min`));
  });

  it('refuses a card without costs and a loan without a rate type', async () => {
    const catalog = await readCatalog(seedDir);
    const pk = catalog.countries.find((c) => c.country === 'pk')!;
    delete (pk.cards[0] as Partial<(typeof pk.cards)[number]>).costs;
    delete (pk.loans[0] as Partial<(typeof pk.loans)[number]>).rateType;
    const errors = validateCatalog(catalog).join('\n');
    expect(errors).toMatch(/pk: \/cards\/0\/costs Expected required property/);
    expect(errors).toMatch(/pk: \/loans\/0\/rateType Expected required property/);
  });
});

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it('lists the loan quote and Key Facts calls and the new fields beside the spec ones', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.paths['/api/loan-quotes/public/{applicationId}'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['applicationId', 'productId', 'amount', 'tenure']),
    );
    expect(doc.paths['/api/key-facts/public/{productId}'].get.summary).toMatch(/Key Facts/);
    const filter = doc.paths['/api/recommendations/public/{applicationId}/filter'].get;
    expect(filter.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'size', 'preferences', 'islamic', 'includeUnmatched']));
    const card = filter.responses['200'].content['application/json'].schema.properties.content.items.properties;
    expect(Object.keys(card)).toEqual(expect.arrayContaining(['score', 'incentive', 'features', 'costs', 'islamic', 'keyFacts', 'match']));
    expect(Object.keys(card.match.properties.items.items.properties)).toEqual(['featureId', 'featureName', 'priority', 'met', 'worth', 'points']);
    const offer = doc.paths['/api/recommendations/public/loan/{applicationId}'].get.responses['200'].content['application/json'].schema.items.properties;
    expect(Object.keys(offer)).toEqual(expect.arrayContaining(['loanTenure', 'processingFee', 'interest', 'loanAmountTxt', 'apr', 'rateType', 'totalRepayable', 'tenureLimits']));
  });
});
