import crypto from 'node:crypto';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import * as t from '../db/schema.js';
import type { Catalog, CountryFile } from './types.js';
import { loadValidCatalog } from './load.js';
import { translationsOf } from './localized.js';
import { DEFAULT_CLICK_PARAMETER } from '../domain/click-reference.js';

const CATALOG_LOCK = 7_311_005;
const CHUNK = 500;

/** INSERT ... ON CONFLICT (target) DO UPDATE SET every given column from EXCLUDED, in chunks. */
async function upsert<T extends PgTable>(tx: Tx, table: T, target: PgColumn[], rows: T['$inferInsert'][]) {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const targetNames = new Set(target.map((c) => c.name));
  const set: Record<string, SQL> = {};
  for (const key of Object.keys(rows[0] as object)) {
    const column = columns[key];
    if (column && !targetNames.has(column.name)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const insert = tx.insert(table).values(chunk as never);
    await (Object.keys(set).length ? insert.onConflictDoUpdate({ target, set }) : insert.onConflictDoNothing());
  }
}

/**
 * Makes `catalog` the live catalog in one transaction: every row in it is inserted or updated,
 * rows no longer in it are retired (kept, because applications and answers point at them, but no
 * longer served). Instances that cache the catalog notice the new checksum.
 */
export async function replaceCatalog(db: Db, catalog: Catalog): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`);
    await writeCatalog(tx, catalog);
  });
}

/** First start: loads the seed catalog unless a catalog is already there. Returns whether it loaded. */
export async function seedCatalogIfEmpty(db: Db, seedDir: string): Promise<boolean> {
  const present = async (tx: Tx) => (await tx.select({ id: t.catalogMeta.id }).from(t.catalogMeta)).length > 0;
  if (await present(db)) return false;
  const catalog = await loadValidCatalog(seedDir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`);
    if (await present(tx)) return false;
    await writeCatalog(tx, catalog);
    return true;
  });
}

async function writeCatalog(tx: Tx, catalog: Catalog): Promise<void> {
  for (const table of [t.banks, t.features, t.products, t.questions, t.questionOptions, t.banners]) {
    await tx.update(table).set({ retired: true } as never);
  }
  await upsert(tx, t.merchants, [t.merchants.id], catalog.common.merchants);
  const location = (l: CountryFile['locations'][number], country: CountryFile['country'] | null) => ({
    ...l, country, name: l.name.en, translations: translationsOf({ name: l.name }),
  });
  await upsert(tx, t.locations, [t.locations.id], [
    ...catalog.common.locations.map((l) => location(l, null)),
    ...catalog.countries.flatMap((c) => c.locations.map((l) => location(l, c.country))),
  ]);

  for (const c of catalog.countries) {
    const country = c.country;
    await upsert(tx, t.banks, [t.banks.id], c.banks.map((b) => ({
      ...b, name: b.name.en, translations: translationsOf({ name: b.name }), country, retired: false,
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
    await upsert(tx, t.features, [t.features.id], parents);
    await upsert(tx, t.features, [t.features.id], subs);

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
      minMonthlySalary: p.costs.minMonthlySalary,
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
      };
    });
    await upsert(tx, t.products, [t.products.id], [...cards, ...loans]);

    await upsert(tx, t.questions, [t.questions.id], c.questions.map((q, position) => ({
      id: q.id, country, productType: q.productType, role: q.role ?? null, text: q.text.en, translations: translationsOf({ text: q.text }),
      position, retired: false,
    })));
    await upsert(tx, t.questionOptions, [t.questionOptions.id], c.questions.flatMap((q) => q.options.map((o, position) => ({
      id: o.id, questionId: q.id, text: o.text.en, translations: translationsOf({ text: o.text }), points: o.points, hardStop: o.hardStop ?? false, value: o.value ?? null, position, retired: false,
    }))));
    await upsert(tx, t.banners, [t.banners.country, t.banners.id], c.banners.map((b, position) => ({
      ...b, title: b.title.en, description: b.description.en, translations: translationsOf({ title: b.title, description: b.description }),
      country, position, retired: false,
    })));
    await upsert(tx, t.markets, [t.markets.country], [{
      country, bonusAmount: c.bonus.amount, bonusCurrency: c.bonus.currency, bonusLockDays: c.bonusLockDays,
    }]);
  }

  await tx.delete(t.productFeatures);
  await upsert(tx, t.productFeatures, [t.productFeatures.productId, t.productFeatures.featureId],
    catalog.countries.flatMap((c) => c.cards.flatMap((p) => p.features.map((featureId) => ({ productId: p.id, featureId })))));

  await upsert(tx, t.images, [t.images.folder, t.images.name], catalog.images.map((i) => ({
    ...i, etag: `"${crypto.createHash('sha256').update(i.body).digest('base64url').slice(0, 27)}"`,
  })));
  await upsert(tx, t.catalogMeta, [t.catalogMeta.id], [{ id: 1, version: catalog.version, checksum: catalog.checksum, loadedAt: new Date() }]);
}
