/**
 * What is wrong with a market document, on the field that fails and in an operator's words: the
 * catalog file's TypeBox schema (shape, ranges, patterns), the languages the market offers, and
 * every rule of the catalog validator (catalog/validate.ts countryIssues), plus ids used twice.
 */
import { Value } from '@sinclair/typebox/value';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import type { TSchema } from '@sinclair/typebox';
import {
  CountryFileSchema, catalogEntityArrays, languagesOffered, type CatalogEntityKind, type CatalogProblem, type CountryFile, type Language,
} from '@storefront/shared/contract';
import { countryIssues } from '../../catalog/validate.js';
import { untranslatedTexts } from '../../catalog/localized.js';
import type { CommonFile } from '../../catalog/types.js';

type Path = CatalogProblem['path'];

const languageNames: Record<Language, string> = { en: 'English', ar: 'Arabic', ur: 'Urdu' };

/** Field names as an operator reads them; any other name is spelled out from its camelCase. */
const fieldNames: Record<string, string> = {
  routingUrl: 'Address (https://…)', bankId: 'Bank', minMonthlySalary: 'Minimum monthly salary', purchaseRate: 'Purchase rate (% a year)',
  cashAdvanceRate: 'Cash advance rate (% a year)', foreignTransactionFeePercent: 'Foreign transaction fee (%)', interestRate: 'Interest rate (% a year)',
  minTenure: 'Shortest tenure (months)', maxTenure: 'Longest tenure (months)', minAmount: 'Smallest amount', maxAmount: 'Largest amount',
  bonusLockDays: 'Bonus lock period (days)', clickParameter: 'Click parameter', partnerPayment: 'Partner payment', minAge: 'Minimum age',
  maxDebtBurdenPercent: 'Debt burden cap (%)', pointValue: 'Point value', monthlyCap: 'Monthly cap', hardStop: 'Hard stop', productType: 'Product type',
  id: 'Id', en: 'English text', ar: 'Arabic text', ur: 'Urdu text',
};

function spelled(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of the field at `path`: its last name ('Annual fee'), a language with its text's name ('Name in Arabic'). */
export function fieldLabel(path: Path): string {
  const names = path.filter((p): p is string => typeof p === 'string');
  const last = names.at(-1);
  if (!last) return 'This entry';
  if (last in languageNames && names.length > 1) return `${fieldNames[names.at(-2)!] ?? spelled(names.at(-2)!)} in ${languageNames[last as Language]}`;
  return fieldNames[last] ?? spelled(last);
}

const number = (n: number) => n.toLocaleString('en-US');

function patternMessage(label: string, pattern: string): string {
  if (pattern.startsWith('^https://')) return `${label} must be an https:// address`;
  if (pattern.includes('(svg|png)')) return `${label} must be an image file name: lower-case letters, digits and dashes, ending in .svg or .png`;
  if (pattern.includes('[A-Z]{3}')) return `${label} must be a currency code of 3 capital letters`;
  if (pattern.startsWith('^[a-z0-9]')) return `${label} must be lower-case letters and digits only`;
  return `${label} is not in the expected form`;
}

/** One schema failure in an operator's words. */
function shapeMessage(error: ValueError): string {
  const path = pointerPath(error.path);
  const label = fieldLabel(path);
  const schema = error.schema as Record<string, unknown> & TSchema;
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return `${label} is required`;
    case ValueErrorType.ObjectAdditionalProperties:
      return `${label} is not a field of this entry`;
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1 ? `${label} is required` : `${label} needs at least ${String(schema.minLength)} characters`;
    case ValueErrorType.StringMaxLength:
      return `${label} can have at most ${number(Number(schema.maxLength))} characters`;
    case ValueErrorType.StringPattern:
      return patternMessage(label, String(schema.pattern));
    case ValueErrorType.ArrayMinItems:
      return `${label} needs at least ${String(schema.minItems)}`;
    case ValueErrorType.ArrayMaxItems:
      return `${label} can have at most ${String(schema.maxItems)}`;
    case ValueErrorType.ArrayUniqueItems:
      return `${label} lists the same entry twice`;
    case ValueErrorType.Boolean:
      return `${label} must be yes or no`;
    case ValueErrorType.Union: {
      const options = (schema.anyOf as TSchema[] | undefined)?.map((s) => s.const as unknown).filter((v) => v !== undefined) ?? [];
      return options.length ? `${label} must be one of: ${options.join(', ')}` : `${label} is not filled in correctly`;
    }
    default:
      if (schema.type === 'number' || schema.type === 'integer') {
        const kind = schema.type === 'integer' ? 'a whole number' : 'a number';
        const min = schema.minimum as number | undefined;
        const max = schema.maximum as number | undefined;
        if (min !== undefined && max !== undefined) return `${label} must be ${kind} from ${number(min)} to ${number(max)}`;
        if (min !== undefined) return `${label} must be ${kind} of at least ${number(min)}`;
        return `${label} must be ${kind}`;
      }
      if (schema.type === 'string') return `${label} must be text`;
      if (schema.type === 'object') return `${label} must be a group of fields`;
      if (schema.type === 'array') return `${label} must be a list`;
      return `${label} is not filled in correctly`;
  }
}

/** `/cards/3/costs/annualFee` → `['cards', 3, 'costs', 'annualFee']`. */
function pointerPath(pointer: string): Path {
  return pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** Schema failures of `value`, one per field (the first), at most `limit`. */
export function shapeProblems(schema: TSchema, value: unknown, limit = 50): CatalogProblem[] {
  const seen = new Set<string>();
  const problems: CatalogProblem[] = [];
  for (const error of Value.Errors(schema, value)) {
    const key = error.path;
    // A union's failure is reported once, on the union, not once per branch tried.
    if ([...seen].some((s) => key.startsWith(`${s}/`) || key === s)) continue;
    seen.add(key);
    problems.push({ path: pointerPath(error.path), message: shapeMessage(error) });
    if (problems.length >= limit) break;
  }
  return problems;
}

/** The schema of one entity of `kind` (an element of its array in the market's file). */
export function entitySchema(kind: CatalogEntityKind): TSchema {
  return (CountryFileSchema.properties[catalogEntityArrays[kind]] as unknown as { items: TSchema }).items;
}

/** What the rest of the catalog holds that a market's ids may not repeat: the common file and the other markets' documents. */
export interface CatalogSurroundings {
  common: CommonFile;
  others: CountryFile[];
  /** Every image the catalog and the draft have (folder and name). */
  images: { folder: string; name: string }[];
}

/** Ids of one kind that must be unique in the whole catalog, with where each sits in a document. */
function idsOf(c: CountryFile): Record<string, [number, Path][]> {
  return {
    bank: c.banks.map((b, i) => [b.id, ['banks', i, 'id']]),
    location: c.locations.map((l, i) => [l.id, ['locations', i, 'id']]),
    feature: c.features.flatMap((f, i) => [[f.id, ['features', i, 'id']] as [number, Path],
      ...(f.subFeatures ?? []).map((s, j) => [s.id, ['features', i, 'subFeatures', j, 'id']] as [number, Path])]),
    product: [...c.cards.map((p, i) => [p.id, ['cards', i, 'id']] as [number, Path]), ...c.loans.map((p, i) => [p.id, ['loans', i, 'id']] as [number, Path])],
    question: c.questions.map((q, i) => [q.id, ['questions', i, 'id']]),
    option: c.questions.flatMap((q, i) => q.options.map((o, j) => [o.id, ['questions', i, 'options', j, 'id']] as [number, Path])),
    banner: c.banners.map((b, i) => [b.id, ['banners', i, 'id']]),
  };
}

function idClashes(document: CountryFile, around: CatalogSurroundings): CatalogProblem[] {
  const mine = idsOf(document);
  const elsewhere = around.others.filter((o) => o.country !== document.country).map(idsOf);
  const problems: CatalogProblem[] = [];
  for (const [kind, entries] of Object.entries(mine)) {
    const taken = new Set<number>(elsewhere.flatMap((ids) => (ids[kind] ?? []).map(([id]) => id)));
    // Banners are numbered per market; the common file's locations count for every market.
    if (kind === 'banner') taken.clear();
    if (kind === 'location') for (const l of around.common.locations) taken.add(l.id);
    const seen = new Set<number>();
    for (const [id, path] of entries) {
      if (taken.has(id) || seen.has(id)) problems.push({ path, message: `Id ${id} is used by another ${kind} already` });
      seen.add(id);
    }
  }
  const merchants = new Set(around.common.merchants.map((m) => m.id));
  document.locations.forEach((l, i) => {
    if (!merchants.has(l.merchantId)) problems.push({ path: ['locations', i, 'merchantId'], message: `There is no merchant ${l.merchantId}` });
  });
  return problems;
}

/** Every problem of a market document (empty when it can be published). */
export function documentProblems(document: unknown, around: CatalogSurroundings): CatalogProblem[] {
  const shape = shapeProblems(CountryFileSchema, document);
  if (shape.length) return shape;
  const file = document as CountryFile;
  const untranslated = untranslatedTexts(file, languagesOffered(file.country), file.country).map((t) => ({
    path: t.path,
    message: `${languageNames[t.language]} text is required in this market`,
  }));
  const rules = countryIssues(file, around.images as never).map((issue) => ({ path: issue.path, message: issue.message }));
  return [...untranslated, ...rules, ...idClashes(file, around)];
}

/** The problems under `prefix` (an entity's place in the document), with paths from the entity. */
export function problemsUnder(problems: CatalogProblem[], prefix: Path): CatalogProblem[] {
  return problems
    .filter((p) => prefix.every((segment, i) => p.path[i] === segment))
    .map((p) => ({ path: p.path.slice(prefix.length), message: p.message }));
}
