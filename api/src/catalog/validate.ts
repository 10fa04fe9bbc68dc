import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { CommonFileSchema, CountryFileSchema, type Catalog, type CatalogImage, type CountryFile } from './types.js';
import { countries } from '../domain/types.js';
import { currencyOf } from '../domain/country.js';
import { languages, languagesOffered } from '@storefront/shared/contract';
import { missingTranslations } from './localized.js';
import { DEFAULT_CLICK_PARAMETER, hasQueryParameter } from '../domain/click-reference.js';

function shapeErrors(schema: TSchema, value: unknown, file: string): string[] {
  return [...Value.Errors(schema, value)].slice(0, 20).map((e) => `${file}: ${e.path || '/'} ${e.message}`);
}

/**
 * A rule a market's file breaks: where in the file (`['cards', 3, 'costs', 'annualFee']`), the
 * validator's line for the terminal, and the same in an operator's words for the console.
 */
export interface CountryIssue {
  path: (string | number)[];
  text: string;
  message: string;
}
type Report = (path: (string | number)[], text: string, message: string) => void;

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

  for (const c of catalog.countries) errors.push(...countryIssues(c, catalog.images).map((issue) => issue.text));
  return errors;
}

/**
 * A product whose address has its bank's click parameter already: the reference added to it would
 * replace the bank's own value.
 */
function clickParameterClashes(c: CountryFile, report: Report): void {
  const parameterOf = new Map(c.banks.map((b) => [b.id, b.clickParameter ?? DEFAULT_CLICK_PARAMETER]));
  for (const [array, products] of [['cards', c.cards], ['loans', c.loans]] as const) {
    products.forEach((p, i) => {
      const parameter = parameterOf.get(p.bankId);
      if (parameter && hasQueryParameter(p.routingUrl, parameter)) {
        report([array, i, 'routingUrl'],
          `${c.country} product ${p.id}: routingUrl has the query parameter ${parameter} already, which carries the application's reference to bank ${p.bankId}`,
          `The address already has the query parameter ${parameter}, which carries the application's reference to the bank`);
      }
    });
  }
}

/**
 * The tile's welcome-offer chip shows a card's incentive, Compare and Key Facts its welcome offer:
 * one offer, so a cashback incentive is the cashback the offer's English text begins with
 * ('AED 300 cashback when ...'), and an offer of cashback has its amount as the incentive.
 */
function welcomeOfferClashes(card: CountryFile['cards'][number], country: CountryFile['country'], owner: string, at: (string | number)[], report: Report): void {
  const offer = card.costs.welcomeOffer?.en;
  const cashback = offer === undefined ? null : /^([A-Z]{3}) ([\d,]+) cashback\b/.exec(offer);
  const offered = cashback ? Number(cashback[2].replaceAll(',', '')) : 0;
  const currency = currencyOf(country);
  if (cashback && cashback[1] !== currency) {
    report([...at, 'costs', 'welcomeOffer', 'en'], `${owner}: welcome offer is in ${cashback[1]}, not ${currency}`, `The welcome offer must be in ${currency}, not ${cashback[1]}`);
    return;
  }
  if (card.incentive === offered) return;
  if (offer === undefined) {
    report([...at, 'incentive'], `${owner}: incentive ${card.incentive} needs the welcome offer it comes from (costs.welcomeOffer)`,
      `A cashback incentive needs the welcome offer it comes from ("${currency} ${card.incentive} cashback when ...")`);
    return;
  }
  report([...at, 'incentive'], `${owner}: incentive ${card.incentive} differs from its welcome offer's cashback (${JSON.stringify(offer)})`,
    `The incentive must be the cashback the welcome offer names (${offered})`);
}

/**
 * Every rule one market's file breaks, with where: the images it names must be among `images`
 * (the catalog's, or a draft's with the live ones).
 */
export function countryIssues(c: CountryFile, images: readonly Pick<CatalogImage, 'folder' | 'name'>[]): CountryIssue[] {
  const issues: CountryIssue[] = [];
  const report: Report = (path, text, message) => issues.push({ path, text, message });
  const known = new Set(images.map((i) => `${i.folder}/${i.name}`));
  const needImage = (folder: string, name: string, owner: string, path: (string | number)[]) => {
    if (!known.has(`${folder}/${name}`)) report(path, `${owner}: image ${folder}/${name} is missing`, `The image ${name} has not been uploaded`);
  };
  validateCountry(c, needImage, report);
  return issues;
}

type NeedImage = (folder: string, name: string, owner: string, path: (string | number)[]) => void;

function validateCountry(c: CountryFile, needImage: NeedImage, report: Report): void {
  const where = (what: string) => `${c.country} ${what}`;
  const bankIds = new Set(c.banks.map((b) => b.id));
  if (c.bonus.currency !== currencyOf(c.country)) {
    report(['bonus', 'currency'], where(`bonus is in ${c.bonus.currency}; a visitor there is promised amounts in ${currencyOf(c.country)}`),
      `The bonus must be in ${currencyOf(c.country)}`);
  }

  const islamicFeatures = c.features.map((f, i) => ({ f, i })).filter(({ f }) => f.kind === 'islamic');
  if (islamicFeatures.length > 1) {
    report(['features', islamicFeatures[1].i, 'kind'], where('has more than one feature of kind islamic'), 'Only one feature may be the Sharia-compliant (islamic) one');
  }
  for (const { f, i } of islamicFeatures) {
    if (f.productType !== 'Card') report(['features', i, 'productType'], where(`feature ${f.id}: kind islamic belongs to a Card feature`), 'The Sharia-compliant feature must be a Card feature');
  }
  const islamicFeatureIds = new Set(islamicFeatures.flatMap(({ f }) => [f.id, ...(f.subFeatures ?? []).map((s) => s.id)]));

  const kindOf = new Map<number, string | undefined>();
  const cardFeatureIds = new Set<number>();
  c.features.forEach((f, i) => {
    needImage('features', f.image, where(`feature ${f.id}`), ['features', i, 'image']);
    kindOf.set(f.id, f.kind);
    if (f.productType === 'Card') cardFeatureIds.add(f.id);
    (f.subFeatures ?? []).forEach((s, j) => {
      needImage('features', s.image, where(`feature ${s.id}`), ['features', i, 'subFeatures', j, 'image']);
      kindOf.set(s.id, f.kind);
      if (f.productType === 'Card') cardFeatureIds.add(s.id);
    });
  });

  c.cards.forEach((card, index) => {
    const owner = where(`card ${card.id}`);
    const at = ['cards', index];
    if (!bankIds.has(card.bankId)) report([...at, 'bankId'], `${owner}: unknown bank ${card.bankId}`, `There is no bank ${card.bankId} in this market`);
    needImage('cards', card.image, owner, [...at, 'image']);
    card.features.forEach((id, j) => {
      if (!cardFeatureIds.has(id)) report([...at, 'features', j], `${owner}: unknown card feature ${id}`, `There is no card feature ${id} in this market`);
    });
    const kinds = new Set(card.features.map((id) => kindOf.get(id)).filter(Boolean));
    if (kinds.has('cashback') && kinds.has('rewardPoints')) {
      report([...at, 'features'], `${owner}: offers both cashback and reward points, which never meet on one card`, 'A card offers cashback or reward points, never both');
    }
    const listsIslamic = card.features.some((id) => islamicFeatureIds.has(id));
    if (listsIslamic !== card.islamic) {
      report([...at, 'islamic'], `${owner}: islamic is ${card.islamic} but it ${listsIslamic ? 'lists' : 'does not list'} the Sharia-compliant feature`,
        card.islamic ? 'An Islamic card must list the Sharia-compliant feature' : 'A card listing the Sharia-compliant feature must be Islamic');
    }
    const { costs } = card;
    const amounts = [['costs', 'annualFee', costs.annualFee], ['costs', 'latePaymentFee', costs.latePaymentFee], ['costs', 'minMonthlySalary', costs.minMonthlySalary], [null, 'partnerPayment', card.partnerPayment ?? 0]] as const;
    for (const [group, name, value] of amounts) {
      if (!hasCents(value)) report([...at, ...(group ? [group] : []), name], `${owner}: ${name} ${value} has more than 2 decimals`, 'An amount has at most 2 decimals');
    }
    if (costs.firstYearFeeWaived && costs.annualFee === 0) {
      report([...at, 'costs', 'firstYearFeeWaived'], `${owner}: firstYearFeeWaived needs an annual fee to waive`, 'The first year can be waived only when there is an annual fee');
    }
    if (card.rewards && (card.rewards.unit === 'points') !== (card.rewards.pointValue !== undefined)) {
      report([...at, 'rewards', 'pointValue'], `${owner}: rewards in points need a pointValue, and only they have one`, 'Rewards in points need a point value, and only they have one');
    }
    welcomeOfferClashes(card, c.country, owner, at, report);
  });

  clickParameterClashes(c, report);

  c.questions.forEach((q, qi) => {
    q.options.forEach((o, oi) => {
      const f = o.facts;
      const bands: [string, string, number | undefined, number | undefined][] = f
        ? [['income', 'incomeTo', f.incomeFrom, f.incomeTo], ['age', 'ageTo', f.ageFrom, f.ageTo], ['obligations', 'obligationsTo', f.obligationsFrom, f.obligationsTo]] : [];
      for (const [name, field, from, to] of bands) {
        if (from !== undefined && to !== undefined && to < from) {
          report(['questions', qi, 'options', oi, 'facts', field], where(`option ${o.id}: its ${name} band ends below its start`), `The ${name} band ends below its start`);
        }
      }
    });
  });

  c.loans.forEach((loan, index) => {
    const owner = where(`loan ${loan.id}`);
    const at = ['loans', index];
    if (!bankIds.has(loan.bankId)) report([...at, 'bankId'], `${owner}: unknown bank ${loan.bankId}`, `There is no bank ${loan.bankId} in this market`);
    needImage('cards', loan.image, owner, [...at, 'image']);
    if (loan.maxTenure < loan.minTenure) report([...at, 'maxTenure'], `${owner}: maxTenure is below minTenure`, 'The longest tenure is below the shortest');
    if (loan.maxAmount < loan.minAmount) report([...at, 'maxAmount'], `${owner}: maxAmount is below minAmount`, 'The largest amount is below the smallest');
    const fee = loan.processingFee;
    if ('percent' in fee && fee.max !== undefined && fee.max < fee.min) {
      report([...at, 'processingFee', 'max'], `${owner}: processingFee max is below its min`, 'The processing fee\'s maximum is below its minimum');
    }
    const amounts: [(string | number)[], number][] = 'percent' in fee
      ? [[['processingFee', 'min'], fee.min], [['processingFee', 'max'], fee.max ?? 0]] : [[['processingFee', 'amount'], fee.amount]];
    amounts.push([['minMonthlySalary'], loan.minMonthlySalary], [['partnerPayment'], loan.partnerPayment ?? 0]);
    for (const [field, value] of amounts) {
      if (!hasCents(value)) report([...at, ...field], `${owner}: amount ${value} has more than 2 decimals`, 'An amount has at most 2 decimals');
    }
  });

  for (const type of ['Card', 'Loan'] as const) {
    if (!c.questions.some((q) => q.productType === type)) report(['questions'], where(`has no ${type} questions`), `The market needs at least one ${type} question`);
  }
  c.questions.forEach((q, qi) => {
    const owner = where(`question ${q.id}`);
    q.options.forEach((o, oi) => {
      if (o.hardStop && o.points !== 0) {
        report(['questions', qi, 'options', oi, 'points'], `${owner} option ${o.id}: a hard stop carries 0 points`, 'A hard stop carries 0 points');
      }
      if (q.role && o.value === undefined) {
        report(['questions', qi, 'options', oi, 'value'], `${owner} option ${o.id}: needs a value for role ${q.role}`, `Each option needs a value (the question's role is ${q.role})`);
      }
    });
    if (q.role && q.productType !== 'Loan') report(['questions', qi, 'role'], `${owner}: role ${q.role} belongs to Loan questions`, 'Only a Loan question has a role');
  });
  for (const role of ['monthlyIncome', 'monthlyObligations', 'desiredTenure'] as const) {
    const count = c.questions.filter((q) => q.productType === 'Loan' && q.role === role).length;
    if (count !== 1) report(['questions'], where(`needs exactly one Loan question with role ${role} (has ${count})`), `The market needs exactly one Loan question with role ${role} (it has ${count})`);
  }

  c.banners.forEach((b, i) => needImage('banners', b.image, where(`banner ${b.id}`), ['banners', i, 'image']));
  if (!c.banners.some((b) => b.id === 2)) report(['banners'], where('needs banner 2 (the one the storefront shows)'), 'Banner 2 (the one the storefront shows) is required');
  for (const id of duplicates(c.banners.map((b) => b.id))) {
    report(['banners', c.banners.map((b) => b.id).lastIndexOf(id), 'id'], where(`banner id ${id} is used more than once`), `Banner id ${id} is used more than once`);
  }
}
