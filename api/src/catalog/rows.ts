import crypto from 'node:crypto';
import type { CatalogRows, LiveCatalogRows } from '../db/repositories/catalog.js';
import type * as t from '../db/schema.js';
import type { Catalog, CountryFile } from './types.js';
import { translationsOf } from './localized.js';
import { DEFAULT_CLICK_PARAMETER } from '../domain/click-reference.js';

/** The catalog's files as the rows of the catalog's tables. */
export function catalogRows(catalog: Catalog): CatalogRows {
  const rows: CatalogRows = {
    merchants: catalog.common.merchants, locations: [], banks: [], parentFeatures: [], subFeatures: [], products: [],
    questions: [], questionOptions: [], banners: [], markets: [], productFeatures: [], images: [],
    meta: { id: 1, version: catalog.version, checksum: catalog.checksum, loadedAt: new Date() },
  };
  const location = (l: CountryFile['locations'][number], country: CountryFile['country'] | null) => ({
    ...l, country, name: l.name.en, translations: translationsOf({ name: l.name }),
  });
  rows.locations = [
    ...catalog.common.locations.map((l) => location(l, null)),
    ...catalog.countries.flatMap((c) => c.locations.map((l) => location(l, c.country))),
  ];
  for (const c of catalog.countries) addCountryRows(rows, c);
  rows.productFeatures = catalog.countries.flatMap((c) => c.cards.flatMap((p) => p.features.map((featureId) => ({ productId: p.id, featureId }))));
  rows.images = catalog.images.map((i) => ({
    ...i, etag: `"${crypto.createHash('sha256').update(i.body).digest('base64url').slice(0, 27)}"`,
  }));
  return rows;
}

function addCountryRows(rows: CatalogRows, c: CountryFile): void {
  const country = c.country;
  rows.banks.push(...c.banks.map((b) => ({
    ...b, name: b.name.en, licence: b.licence.en, translations: translationsOf({ name: b.name, licence: b.licence }), country, retired: false,
    clickParameter: b.clickParameter ?? DEFAULT_CLICK_PARAMETER,
  })));
  const parents = c.features.map((f, position) => ({
    id: f.id, country, parentId: null, name: f.name.en, translations: translationsOf({ name: f.name }), image: f.image, active: f.active === false ? 'N' as const : 'Y' as const,
    productType: f.productType, kind: f.kind ?? null, position, retired: false,
  }));
  const subs = c.features.flatMap((f) =>
    (f.subFeatures ?? []).map((s, position) => ({
      id: s.id, country, parentId: f.id, name: s.name.en, translations: translationsOf({ name: s.name }), image: s.image, active: s.active === false ? 'N' as const : 'Y' as const,
      productType: f.productType, kind: f.kind ?? null, position, retired: false,
    })),
  );
  rows.parentFeatures.push(...parents);
  rows.subFeatures.push(...subs);

  const base = { country, retired: false, highlights: [] as string[] };
  const noCardCosts = {
    annualFee: null, firstYearFeeWaived: null, purchaseRate: null, cashAdvanceRate: null, latePaymentFee: null,
    foreignTransactionFeePercent: null, welcomeOffer: null,
  };
  const cards = c.cards.map((p, position) => ({
    ...base, id: p.id, bankId: p.bankId, productType: 'Card' as const, name: p.name.en, image: p.image, routingUrl: p.routingUrl,
    translations: translationsOf({ name: p.name, description: p.description, welcomeOffer: p.costs.welcomeOffer }),
    description: p.description.map((d) => d.en), incentive: p.incentive, instantIssuance: p.instantIssuance, position,
    interestRate: null, rateType: null, processingFeePercent: null, minProcessingFee: null, maxProcessingFee: null,
    minTenure: null, maxTenure: null, minAmount: null, maxAmount: null,
    islamic: p.islamic, partnerPayment: p.partnerPayment ?? null,
    annualFee: p.costs.annualFee, firstYearFeeWaived: p.costs.firstYearFeeWaived, purchaseRate: p.costs.purchaseRate,
    cashAdvanceRate: p.costs.cashAdvanceRate, latePaymentFee: p.costs.latePaymentFee,
    foreignTransactionFeePercent: p.costs.foreignTransactionFeePercent, welcomeOffer: p.costs.welcomeOffer?.en ?? null,
    minMonthlySalary: p.costs.minMonthlySalary, eligibility: p.eligibility ?? null, rewards: p.rewards ?? null,
  }));
  const loans = c.loans.map((p, position) => {
    const fee = 'percent' in p.processingFee
      ? { processingFeePercent: p.processingFee.percent, minProcessingFee: p.processingFee.min, maxProcessingFee: p.processingFee.max ?? null }
      : { processingFeePercent: 0, minProcessingFee: p.processingFee.amount, maxProcessingFee: p.processingFee.amount };
    return {
      ...base, id: p.id, bankId: p.bankId, productType: 'Loan' as const, name: p.name.en, image: p.image, routingUrl: p.routingUrl,
      translations: translationsOf({ name: p.name, description: [p.description], highlights: p.features }),
      description: [p.description.en], highlights: p.features.map((f) => f.en), incentive: 0, instantIssuance: false, position,
      interestRate: p.interestRate, rateType: p.rateType, ...fee,
      minTenure: p.minTenure, maxTenure: p.maxTenure, minAmount: p.minAmount, maxAmount: p.maxAmount,
      islamic: p.islamic, partnerPayment: p.partnerPayment ?? null, minMonthlySalary: p.minMonthlySalary, ...noCardCosts,
      eligibility: p.eligibility ?? null, rewards: null,
    };
  });
  rows.products.push(...cards, ...loans);

  rows.questions.push(...c.questions.map((q, position) => ({
    id: q.id, country, productType: q.productType, role: q.role ?? null, text: q.text.en, translations: translationsOf({ text: q.text }),
    position, retired: false,
  })));
  rows.questionOptions.push(...c.questions.flatMap((q) => q.options.map((o, position) => ({
    id: o.id, questionId: q.id, text: o.text.en, translations: translationsOf({ text: o.text }), points: o.points, hardStop: o.hardStop ?? false, value: o.value ?? null, facts: o.facts ?? null, position, retired: false,
  }))));
  rows.banners.push(...c.banners.map((b, position) => ({
    ...b, title: b.title.en, description: b.description.en, translations: translationsOf({ title: b.title, description: b.description }),
    country, position, retired: false,
  })));
  rows.markets.push({
    country, bonusAmount: c.bonus.amount, bonusCurrency: c.bonus.currency, bonusLockDays: c.bonusLockDays,
    defaultSpending: c.defaultMonthlySpending ?? null,
  });
}

type Positioned = { position?: number; id: number };
const inCatalogOrder = <T extends Positioned>(rows: T[]): T[] =>
  [...rows].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id);

/**
 * The rows `catalog` would be written as, as liveCatalogRows reads them back (in their catalog
 * order): what a snapshot is built from without writing the tables.
 */
export function rowsAsRead(catalog: Catalog): LiveCatalogRows {
  const rows = catalogRows(catalog);
  return {
    features: inCatalogOrder([...rows.parentFeatures, ...rows.subFeatures]) as (typeof t.features.$inferSelect)[],
    banks: rows.banks as (typeof t.banks.$inferSelect)[],
    products: inCatalogOrder(rows.products) as (typeof t.products.$inferSelect)[],
    links: rows.productFeatures,
    questions: inCatalogOrder(rows.questions) as (typeof t.questions.$inferSelect)[],
    options: inCatalogOrder(rows.questionOptions) as (typeof t.questionOptions.$inferSelect)[],
    banners: inCatalogOrder(rows.banners) as (typeof t.banners.$inferSelect)[],
    markets: rows.markets.map((m) => ({ defaultSpending: null, bonusLockDays: 30, ...m })),
    locations: rows.locations as (typeof t.locations.$inferSelect)[],
  };
}
