import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './paths';

/**
 * The seed catalog the API loads on a fresh database (api/seed/catalog/{country}.yaml), read by
 * the tests to choose answers and features by the texts a visitor sees, and to know what the
 * API should compute from them (formulas in api/README.md).
 */
export type Country = 'ae' | 'sa' | 'pk';
export type Product = 'Card' | 'Loan';

export interface SeedOption {
  id: number;
  text: string;
  points: number;
  hardStop?: boolean;
  value?: number;
}
export interface SeedQuestion {
  id: number;
  productType: Product;
  role?: string;
  text: string;
  options: SeedOption[];
}
export interface SeedFeature {
  id: number;
  name: string;
  active: boolean;
  productType: Product;
  subFeatures?: Omit<SeedFeature, 'productType' | 'subFeatures'>[];
}
export interface SeedCard {
  id: number;
  bankId: number;
  name: string;
  incentive: number;
  instantIssuance: boolean;
  routingUrl: string;
  description: string[];
  features: number[];
}
export interface SeedLoan {
  id: number;
  name: string;
  routingUrl: string;
}
export interface SeedCatalog {
  country: Country;
  questions: SeedQuestion[];
  features: SeedFeature[];
  cards: SeedCard[];
  loans: SeedLoan[];
  banks: { id: number; name: string; routingUrl: string }[];
  banners: { id: number; title: string; description: string; routingUrl: string }[];
}

export type Language = 'en' | 'ar' | 'ur';

/** A visitor-facing text of the catalog files, given in each language: `{ en, ar, ur }`. */
function isLocalized(value: unknown): value is Record<string, string> & { en: string } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes('en') && keys.every((key) => key === 'en' || key === 'ar' || key === 'ur');
}

/** The catalog with each localized text in `language` (English where a text has none). */
function inLanguage(value: unknown, language: Language): unknown {
  if (isLocalized(value)) return value[language] ?? value.en;
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, language)]));
  }
  return value;
}

const cache = new Map<string, SeedCatalog>();

/** The seed catalog as a visitor reading `language` sees it (English, the spec's, by default). */
export function seedCatalog(country: Country, language: Language = 'en'): SeedCatalog {
  const key = `${country}.${language}`;
  let catalog = cache.get(key);
  if (!catalog) {
    const file = parse(readFileSync(path.join(repoRoot, 'api/seed/catalog', `${country}.yaml`), 'utf8')) as unknown;
    catalog = inLanguage(file, language) as SeedCatalog;
    cache.set(key, catalog);
  }
  return catalog;
}

export function questionsFor(country: Country, product: Product, language: Language = 'en'): SeedQuestion[] {
  return seedCatalog(country, language).questions.filter((q) => q.productType === product);
}

/** One chosen option per question, as the visitor clicks it: by the question's and option's texts. */
export interface Answer {
  question: SeedQuestion;
  option: SeedOption;
}

export type Profile =
  /** The best option that is not a hard stop, for every question (score >= 60). */
  | 'good'
  /** The weakest option that is not a hard stop, for every question (score < 60, no hard stop). */
  | 'weak'
  /** Good answers, except a hard-stop option for the first question that has one. */
  | 'hardStop';

export function answersFor(country: Country, product: Product, profile: Profile, language: Language = 'en'): Answer[] {
  const questions = questionsFor(country, product, language);
  const hardStopQuestion = questions.find((q) => q.options.some((o) => o.hardStop));
  return questions.map((question) => {
    const allowed = question.options.filter((o) => !o.hardStop);
    if (profile === 'hardStop' && question === hardStopQuestion) {
      return { question, option: question.options.find((o) => o.hardStop)! };
    }
    const pick =
      profile === 'weak'
        ? allowed.reduce((a, b) => (b.points < a.points ? b : a))
        : allowed.reduce((a, b) => (b.points > a.points ? b : a));
    return { question, option: pick };
  });
}

/** api/README.md: round(100 * points of the chosen options / max points per question). */
export function creditScoreOf(country: Country, product: Product, answers: Answer[]): number {
  const questions = questionsFor(country, product);
  const possible = questions.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.points)), 0);
  const earned = answers.reduce((sum, a) => sum + a.option.points, 0);
  return Math.round((100 * earned) / possible);
}

/** The active Card features, as the accordion lists them. */
export function cardFeatures(country: Country, language: Language = 'en'): SeedFeature[] {
  return seedCatalog(country, language).features.filter((f) => f.productType === 'Card' && f.active);
}

export function featureByName(country: Country, name: string): { id: number; parentId: number | null } {
  for (const feature of seedCatalog(country).features) {
    if (feature.name === name) return { id: feature.id, parentId: null };
    const sub = feature.subFeatures?.find((s) => s.name === name);
    if (sub) return { id: sub.id, parentId: feature.id };
  }
  throw new Error(`No feature named ${name} in the ${country} catalog`);
}

export function cardById(country: Country, id: number): SeedCard {
  const card = seedCatalog(country).cards.find((c) => c.id === id);
  if (!card) throw new Error(`No card ${id} in the ${country} catalog`);
  return card;
}

/**
 * api/README.md "Card match", computed from the seed: preferences ranked 1..n weigh n..1, their
 * shares of 100 rounded to whole points by the largest remainder (sum 100); a card's percent is the
 * sum of the points of the preferences it offers (it offers a feature when it lists it or one of its
 * sub-features); 0 % cards left out; best first, then larger incentive, then smaller id.
 */
export function expectedCardRanking(country: Country, preferenceIds: number[]): { card: SeedCard; score: number }[] {
  const parentOf = new Map<number, number>();
  for (const f of seedCatalog(country).features) for (const s of f.subFeatures ?? []) parentOf.set(s.id, f.id);
  const n = preferenceIds.length;
  const total = (n * (n + 1)) / 2;
  const exact = preferenceIds.map((_, i) => (100 * (n - i)) / total);
  const points = exact.map(Math.floor);
  const byRemainder = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const left = 100 - points.reduce((a, b) => a + b, 0);
  for (let k = 0; k < left; k++) points[byRemainder[k].i] += 1;
  return seedCatalog(country)
    .cards.map((card) => {
      const offered = new Set(card.features.flatMap((id) => (parentOf.has(id) ? [id, parentOf.get(id)!] : [id])));
      return { card, score: preferenceIds.reduce((sum, id, i) => sum + (offered.has(id) ? points[i] : 0), 0) };
    })
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || b.card.incentive - a.card.incentive || a.card.id - b.card.id);
}

/**
 * A bank's address as the storefront sends a visitor there: the application's reference added as
 * the bank's click parameter, `sf_ref` for every seed bank (docs/partners.md).
 */
export function partnerAddress(routingUrl: string, reference: string): string {
  const url = new URL(routingUrl);
  url.searchParams.set('sf_ref', reference);
  return url.href;
}
