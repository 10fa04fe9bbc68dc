import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { CommonFileSchema, CountryFileSchema, type Catalog, type CountryFile } from './types.js';
import { countries } from '../domain/types.js';
import { currencyOf } from '../domain/country.js';
import { languages, languagesOffered } from '@storefront/shared/contract';
import { missingTranslations } from './localized.js';
import { DEFAULT_CLICK_PARAMETER, hasQueryParameter } from '../domain/click-reference.js';

function shapeErrors(schema: TSchema, value: unknown, file: string): string[] {
  return [...Value.Errors(schema, value)].slice(0, 20).map((e) => `${file}: ${e.path || '/'} ${e.message}`);
}

/** At most 2 decimals, as every amount the storefront shows. */
function hasCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

function duplicates(ids: number[]): number[] {
  const seen = new Set<number>();
  return [...new Set(ids.filter((id) => seen.has(id) || !seen.add(id)))];
}

/**
 * Every rule a catalog must meet before it replaces the live one; returns the problems found
 * (empty when valid). The database constraints back most of these up.
 */
export function validateCatalog(catalog: Catalog): string[] {
  const errors = shapeErrors(CommonFileSchema, catalog.common, 'common');
  for (const file of catalog.countries) errors.push(...shapeErrors(CountryFileSchema, file, file.country ?? 'country file'));
  if (errors.length) return errors;

  const { common } = catalog;
  // Common entries serve every country, so they carry every language; a country's, those it offers.
  errors.push(...missingTranslations(common, languages, 'common'));
  for (const file of catalog.countries) errors.push(...missingTranslations(file, languagesOffered(file.country), file.country));
  for (const country of countries) {
    if (!catalog.countries.some((c) => c.country === country)) errors.push(`catalog: no file for country ${country}`);
  }
  for (const file of catalog.countries) {
    if (file.version !== common.version) errors.push(`${file.country}: version ${file.version} differs from common ${common.version}`);
  }

  const all = (pick: (c: CountryFile) => number[]) => catalog.countries.flatMap(pick);
  const idSets: Record<string, number[]> = {
    merchant: common.merchants.map((m) => m.id),
    location: [...common.locations.map((l) => l.id), ...all((c) => c.locations.map((l) => l.id))],
    bank: all((c) => c.banks.map((b) => b.id)),
    feature: all((c) => c.features.flatMap((f) => [f.id, ...(f.subFeatures ?? []).map((s) => s.id)])),
    product: all((c) => [...c.cards.map((p) => p.id), ...c.loans.map((p) => p.id)]),
    question: all((c) => c.questions.map((q) => q.id)),
    option: all((c) => c.questions.flatMap((q) => q.options.map((o) => o.id))),
  };
  for (const [kind, ids] of Object.entries(idSets)) {
    for (const id of duplicates(ids)) errors.push(`catalog: ${kind} id ${id} is used more than once`);
  }

  const merchantIds = new Set(idSets.merchant);
  const defaultLocation = common.locations.find((l) => l.id === 1);
  if (!defaultLocation || defaultLocation.merchantId !== 1 || defaultLocation.label !== 'other') {
    errors.push('common: location 1 of merchant 1 labelled "other" is required (default promo code 1-1-other)');
  }
  for (const l of [...common.locations, ...catalog.countries.flatMap((c) => c.locations)]) {
    if (!merchantIds.has(l.merchantId)) errors.push(`location ${l.id}: unknown merchant ${l.merchantId}`);
  }

  const images = new Set(catalog.images.map((i) => `${i.folder}/${i.name}`));
  const needImage = (folder: string, name: string, owner: string) => {
    if (!images.has(`${folder}/${name}`)) errors.push(`${owner}: image ${folder}/${name} is missing`);
  };

  for (const c of catalog.countries) errors.push(...validateCountry(c, needImage));
  return errors;
}

/**
 * A product whose address has its bank's click parameter already: the reference added to it would
 * replace the bank's own value.
 */
function clickParameterClashes(c: CountryFile): string[] {
  const parameterOf = new Map(c.banks.map((b) => [b.id, b.clickParameter ?? DEFAULT_CLICK_PARAMETER]));
  return [...c.cards, ...c.loans].flatMap((p) => {
    const parameter = parameterOf.get(p.bankId);
    return parameter && hasQueryParameter(p.routingUrl, parameter)
      ? [`${c.country} product ${p.id}: routingUrl has the query parameter ${parameter} already, which carries the application's reference to bank ${p.bankId}`]
      : [];
  });
}

/**
 * The tile's welcome-offer chip shows a card's incentive, Compare and Key Facts its welcome offer:
 * one offer, so a cashback incentive is the cashback the offer's English text begins with
 * ('AED 300 cashback when ...'), and an offer of cashback has its amount as the incentive.
 */
function welcomeOfferClashes(card: CountryFile['cards'][number], country: CountryFile['country'], owner: string): string[] {
  const offer = card.costs.welcomeOffer?.en;
  const cashback = offer === undefined ? null : /^([A-Z]{3}) ([\d,]+) cashback\b/.exec(offer);
  const offered = cashback ? Number(cashback[2].replaceAll(',', '')) : 0;
  if (cashback && cashback[1] !== currencyOf(country)) return [`${owner}: welcome offer is in ${cashback[1]}, not ${currencyOf(country)}`];
  if (card.incentive === offered) return [];
  if (offer === undefined) return [`${owner}: incentive ${card.incentive} needs the welcome offer it comes from (costs.welcomeOffer)`];
  return [`${owner}: incentive ${card.incentive} differs from its welcome offer's cashback (${JSON.stringify(offer)})`];
}

function validateCountry(c: CountryFile, needImage: (folder: string, name: string, owner: string) => void): string[] {
  const errors: string[] = [];
  const where = (what: string) => `${c.country} ${what}`;
  const bankIds = new Set(c.banks.map((b) => b.id));
  if (c.bonus.currency !== currencyOf(c.country)) {
    errors.push(where(`bonus is in ${c.bonus.currency}; a visitor there is promised amounts in ${currencyOf(c.country)}`));
  }

  const islamicFeatures = c.features.filter((f) => f.kind === 'islamic');
  if (islamicFeatures.length > 1) errors.push(where('has more than one feature of kind islamic'));
  for (const f of islamicFeatures) {
    if (f.productType !== 'Card') errors.push(where(`feature ${f.id}: kind islamic belongs to a Card feature`));
  }
  const islamicFeatureIds = new Set(islamicFeatures.flatMap((f) => [f.id, ...(f.subFeatures ?? []).map((s) => s.id)]));

  const kindOf = new Map<number, string | undefined>();
  const cardFeatureIds = new Set<number>();
  for (const f of c.features) {
    needImage('features', f.image, where(`feature ${f.id}`));
    kindOf.set(f.id, f.kind);
    if (f.productType === 'Card') cardFeatureIds.add(f.id);
    for (const s of f.subFeatures ?? []) {
      needImage('features', s.image, where(`feature ${s.id}`));
      kindOf.set(s.id, f.kind);
      if (f.productType === 'Card') cardFeatureIds.add(s.id);
    }
  }

  for (const card of c.cards) {
    const owner = where(`card ${card.id}`);
    if (!bankIds.has(card.bankId)) errors.push(`${owner}: unknown bank ${card.bankId}`);
    needImage('cards', card.image, owner);
    for (const id of card.features) if (!cardFeatureIds.has(id)) errors.push(`${owner}: unknown card feature ${id}`);
    const kinds = new Set(card.features.map((id) => kindOf.get(id)).filter(Boolean));
    if (kinds.has('cashback') && kinds.has('rewardPoints')) {
      errors.push(`${owner}: offers both cashback and reward points, which never meet on one card`);
    }
    const listsIslamic = card.features.some((id) => islamicFeatureIds.has(id));
    if (listsIslamic !== card.islamic) {
      errors.push(`${owner}: islamic is ${card.islamic} but it ${listsIslamic ? 'lists' : 'does not list'} the Sharia-compliant feature`);
    }
    const { costs } = card;
    for (const [name, value] of Object.entries({ annualFee: costs.annualFee, latePaymentFee: costs.latePaymentFee, minMonthlySalary: costs.minMonthlySalary, partnerPayment: card.partnerPayment ?? 0 })) {
      if (!hasCents(value)) errors.push(`${owner}: ${name} ${value} has more than 2 decimals`);
    }
    if (costs.firstYearFeeWaived && costs.annualFee === 0) errors.push(`${owner}: firstYearFeeWaived needs an annual fee to waive`);
    if (card.rewards && (card.rewards.unit === 'points') !== (card.rewards.pointValue !== undefined)) {
      errors.push(`${owner}: rewards in points need a pointValue, and only they have one`);
    }
    errors.push(...welcomeOfferClashes(card, c.country, owner));
  }

  errors.push(...clickParameterClashes(c));

  for (const q of c.questions) {
    for (const o of q.options) {
      const f = o.facts;
      const bands: [string, number | undefined, number | undefined][] = f
        ? [['income', f.incomeFrom, f.incomeTo], ['age', f.ageFrom, f.ageTo], ['obligations', f.obligationsFrom, f.obligationsTo]] : [];
      for (const [name, from, to] of bands) {
        if (from !== undefined && to !== undefined && to < from) errors.push(where(`option ${o.id}: its ${name} band ends below its start`));
      }
    }
  }

  for (const loan of c.loans) {
    const owner = where(`loan ${loan.id}`);
    if (!bankIds.has(loan.bankId)) errors.push(`${owner}: unknown bank ${loan.bankId}`);
    needImage('cards', loan.image, owner);
    if (loan.maxTenure < loan.minTenure) errors.push(`${owner}: maxTenure is below minTenure`);
    if (loan.maxAmount < loan.minAmount) errors.push(`${owner}: maxAmount is below minAmount`);
    const fee = loan.processingFee;
    if ('percent' in fee && fee.max !== undefined && fee.max < fee.min) errors.push(`${owner}: processingFee max is below its min`);
    const amounts = 'percent' in fee ? [fee.min, fee.max ?? 0] : [fee.amount];
    for (const value of [...amounts, loan.minMonthlySalary, loan.partnerPayment ?? 0]) {
      if (!hasCents(value)) errors.push(`${owner}: amount ${value} has more than 2 decimals`);
    }
  }

  for (const type of ['Card', 'Loan'] as const) {
    if (!c.questions.some((q) => q.productType === type)) errors.push(where(`has no ${type} questions`));
  }
  for (const q of c.questions) {
    const owner = where(`question ${q.id}`);
    for (const o of q.options) {
      if (o.hardStop && o.points !== 0) errors.push(`${owner} option ${o.id}: a hard stop carries 0 points`);
      if (q.role && o.value === undefined) errors.push(`${owner} option ${o.id}: needs a value for role ${q.role}`);
    }
    if (q.role && q.productType !== 'Loan') errors.push(`${owner}: role ${q.role} belongs to Loan questions`);
  }
  for (const role of ['monthlyIncome', 'monthlyObligations', 'desiredTenure'] as const) {
    const count = c.questions.filter((q) => q.productType === 'Loan' && q.role === role).length;
    if (count !== 1) errors.push(where(`needs exactly one Loan question with role ${role} (has ${count})`));
  }

  for (const b of c.banners) needImage('banners', b.image, where(`banner ${b.id}`));
  if (!c.banners.some((b) => b.id === 2)) errors.push(where('needs banner 2 (the one the storefront shows)'));
  const bannerDupes = duplicates(c.banners.map((b) => b.id));
  for (const id of bannerDupes) errors.push(where(`banner id ${id} is used more than once`));
  return errors;
}
