import type { LiveCatalogRows } from '../db/repositories/catalog.js';
import type * as t from '../db/schema.js';
import { languages, sourceLanguage } from '@storefront/shared/contract';
import type { CountryCode } from '../domain/types.js';
import type { CommonFile, CountryFile, LocalizedText } from './types.js';
import { DEFAULT_CLICK_PARAMETER } from '../domain/click-reference.js';

/**
 * The catalog's tables read back as its exchange documents (the inverse of replace.ts catalogRows):
 * how a catalog written before versions were kept becomes version 1 of each market.
 */

type Translated = { translations: t.Translations<Record<string, unknown>> };
const others = languages.filter((l) => l !== sourceLanguage) as ('ar' | 'ur')[];

function localized(english: string, row: Translated, field: string): LocalizedText {
  const out: LocalizedText = { en: english };
  for (const language of others) {
    const text = row.translations[language]?.[field];
    if (typeof text === 'string' && text) out[language] = text;
  }
  return out;
}

function localizedList(english: string[], row: Translated, field: string): LocalizedText[] {
  return english.map((en, i) => {
    const out: LocalizedText = { en };
    for (const language of others) {
      const texts = row.translations[language]?.[field];
      if (Array.isArray(texts) && typeof texts[i] === 'string' && texts[i]) out[language] = texts[i] as string;
    }
    return out;
  });
}

/** Leaves out the keys whose value is null or undefined (the files leave optional fields out). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;
}

export type CatalogTableRows = LiveCatalogRows & { merchants: (typeof t.merchants.$inferSelect)[]; version: string };

/** The common file of these rows: the merchants and the locations of no market. */
export function commonFromRows(rows: CatalogTableRows): CommonFile {
  return {
    version: rows.version,
    merchants: rows.merchants.map((m) => ({ id: m.id, name: m.name })),
    locations: rows.locations.filter((l) => l.country === null)
      .map((l) => ({ id: l.id, merchantId: l.merchantId, label: l.label, name: localized(l.name, l, 'name') })),
  };
}

/** The market's document of these rows. */
export function documentFromRows(rows: CatalogTableRows, country: CountryCode): CountryFile {
  const market = rows.markets.find((m) => m.country === country);
  const own = rows.features.filter((f) => f.country === country);
  const featuresOf = new Map<number, number[]>();
  for (const l of rows.links) featuresOf.set(l.productId, [...(featuresOf.get(l.productId) ?? []), l.featureId]);
  const optionsOf = (questionId: number) => rows.options.filter((o) => o.questionId === questionId);
  const products = rows.products.filter((p) => p.country === country);
  return defined({
    version: rows.version,
    country,
    bonus: { amount: market?.bonusAmount ?? 0, currency: market?.bonusCurrency ?? '' },
    bonusLockDays: market?.bonusLockDays ?? 0,
    defaultMonthlySpending: market?.defaultSpending ?? undefined,
    locations: rows.locations.filter((l) => l.country === country)
      .map((l) => ({ id: l.id, merchantId: l.merchantId, label: l.label, name: localized(l.name, l, 'name') })),
    banks: rows.banks.filter((b) => b.country === country && !b.retired).map((b) => defined({
      id: b.id, name: localized(b.name, b, 'name'), routingUrl: b.routingUrl, licence: localized(b.licence, b, 'licence'),
      clickParameter: b.clickParameter === DEFAULT_CLICK_PARAMETER ? undefined : b.clickParameter,
    })),
    features: own.filter((f) => f.parentId === null).map((f) => {
      const subs = own.filter((s) => s.parentId === f.id);
      return defined({
        id: f.id, name: localized(f.name, f, 'name'), image: f.image, active: f.active === 'N' ? false : undefined,
        productType: f.productType, kind: (f.kind ?? undefined) as CountryFile['features'][number]['kind'],
        subFeatures: subs.length ? subs.map((s) => defined({ id: s.id, name: localized(s.name, s, 'name'), image: s.image, active: s.active === 'N' ? false : undefined })) : undefined,
      });
    }),
    cards: products.filter((p) => p.productType === 'Card').map((p) => defined({
      id: p.id, bankId: p.bankId, name: localized(p.name, p, 'name'), image: p.image, incentive: p.incentive,
      instantIssuance: p.instantIssuance, routingUrl: p.routingUrl, description: localizedList(p.description, p, 'description'),
      features: featuresOf.get(p.id) ?? [], islamic: p.islamic,
      costs: defined({
        annualFee: Number(p.annualFee ?? 0), firstYearFeeWaived: p.firstYearFeeWaived ?? false, purchaseRate: Number(p.purchaseRate ?? 0),
        cashAdvanceRate: Number(p.cashAdvanceRate ?? 0), latePaymentFee: Number(p.latePaymentFee ?? 0),
        foreignTransactionFeePercent: Number(p.foreignTransactionFeePercent ?? 0), minMonthlySalary: Number(p.minMonthlySalary ?? 0),
        welcomeOffer: p.welcomeOffer === null ? undefined : localized(p.welcomeOffer, p, 'welcomeOffer'),
      }),
      eligibility: p.eligibility ?? undefined, rewards: p.rewards ?? undefined,
      partnerPayment: p.partnerPayment === null ? undefined : Number(p.partnerPayment),
    })),
    loans: products.filter((p) => p.productType === 'Loan').map((p) => defined({
      id: p.id, bankId: p.bankId, name: localized(p.name, p, 'name'), image: p.image, routingUrl: p.routingUrl,
      interestRate: Number(p.interestRate ?? 0), rateType: p.rateType ?? 'reducing',
      processingFee: Number(p.processingFeePercent ?? 0) === 0 && p.maxProcessingFee !== null && Number(p.minProcessingFee) === Number(p.maxProcessingFee)
        ? { amount: Number(p.minProcessingFee) }
        : defined({ percent: Number(p.processingFeePercent ?? 0), min: Number(p.minProcessingFee ?? 0), max: p.maxProcessingFee === null ? undefined : Number(p.maxProcessingFee) }),
      minTenure: p.minTenure ?? 1, maxTenure: p.maxTenure ?? 1, minAmount: p.minAmount ?? 1, maxAmount: p.maxAmount ?? 1,
      description: localizedList(p.description, p, 'description')[0] ?? { en: '' },
      features: localizedList(p.highlights, p, 'highlights'),
      minMonthlySalary: Number(p.minMonthlySalary ?? 0), eligibility: p.eligibility ?? undefined, islamic: p.islamic,
      partnerPayment: p.partnerPayment === null ? undefined : Number(p.partnerPayment),
    })),
    questions: rows.questions.filter((q) => q.country === country).map((q) => defined({
      id: q.id, productType: q.productType, role: q.role ?? undefined, text: localized(q.text, q, 'text'),
      options: optionsOf(q.id).map((o) => defined({
        id: o.id, text: localized(o.text, o, 'text'), points: o.points, hardStop: o.hardStop ? true : undefined,
        value: o.value === null ? undefined : Number(o.value), facts: o.facts ?? undefined,
      })),
    })),
    banners: rows.banners.filter((b) => b.country === country).map((b) => ({
      id: b.id, title: localized(b.title, b, 'title'), description: localized(b.description, b, 'description'), image: b.image, routingUrl: b.routingUrl,
    })),
  }) as CountryFile;
}
