import { languages, sourceLanguage, type Language } from '@storefront/shared/contract';
import type { LocalizedText } from './types.js';
import type { OtherLanguage, Translations } from '../db/schema.js';

const otherLanguages = languages.filter((l): l is OtherLanguage => l !== sourceLanguage);

type LocalizedField = LocalizedText | LocalizedText[] | undefined;

/**
 * The other languages' texts of a catalog entry, as the `translations` column stores them:
 * `translationsOf({ name: card.name })` → `{ ar: { name: '…' }, ur: { name: '…' } }`. A language
 * missing from a field is left out (the service falls back to English, text by text).
 */
export function translationsOf<T extends Record<string, LocalizedField>>(fields: T): Translations<{ [K in keyof T]: T[K] extends LocalizedText[] ? string[] : string }> {
  const out: Record<string, Record<string, string | string[]>> = {};
  for (const language of otherLanguages) {
    for (const [key, value] of Object.entries(fields)) {
      if (Array.isArray(value)) {
        if (value.some((v) => v[language])) (out[language] ??= {})[key] = value.map((v) => v[language] ?? v.en);
      } else if (value?.[language]) {
        (out[language] ??= {})[key] = value[language];
      }
    }
  }
  return out as never;
}

/** A stored field in `language`, or its English when that language has none. */
export function inLanguage<T extends string | string[]>(english: T, translations: Translations<Record<string, unknown>>, field: string, language: Language): T {
  if (language === sourceLanguage) return english;
  const text = translations[language as OtherLanguage]?.[field];
  if (Array.isArray(english)) {
    return (Array.isArray(text) ? english.map((en, i) => (typeof text[i] === 'string' && text[i]) || en) : english) as T;
  }
  return (typeof text === 'string' && text ? text : english) as T;
}

function isLocalized(value: unknown): value is LocalizedText {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { en?: unknown }).en === 'string'
    && Object.keys(value).every((k) => (languages as readonly string[]).includes(k));
}

/** A visitor-facing text lacking a language: where it is in the file, and how the validator names it. */
export interface UntranslatedText {
  path: (string | number)[];
  language: Language;
  /** 'pk card 3301 description' */
  name: string;
}

/**
 * Every visitor-facing text of a catalog file lacking one of `required` languages. Walks the whole
 * file, so a new text field is covered as soon as the schema makes it Localized.
 */
export function untranslatedTexts(file: unknown, required: readonly Language[], where: string): UntranslatedText[] {
  const found: UntranslatedText[] = [];
  const walk = (value: unknown, path: (string | number)[], owner: string, field: string) => {
    if (isLocalized(value)) {
      for (const language of required) if (!value[language]) found.push({ path: [...path, language], language, name: `${owner} ${field}` });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
        if (id !== undefined) walk(item, [...path, i], `${where} ${singular(field)} ${String(id)}`, '');
        else walk(item, [...path, i], owner, `${field}[${i}]`);
      });
      return;
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key], owner, field ? `${field}.${key}` : key);
    }
  };
  walk(file, [], where, '');
  return found;
}

/**
 * Every visitor-facing text of a catalog file lacking one of `required` languages, named by its
 * entry: 'pk card 3301 description: no ur translation'.
 */
export function missingTranslations(file: unknown, required: readonly Language[], where: string): string[] {
  return untranslatedTexts(file, required, where).map((t) => `${t.name}: no ${t.language} translation`);
}

const singulars: Record<string, string> = {
  features: 'feature', subFeatures: 'feature', cards: 'card', loans: 'loan', questions: 'question', options: 'option',
  banners: 'banner', banks: 'bank', locations: 'location', merchants: 'merchant',
};
function singular(field: string): string {
  const last = field.split('.').pop() ?? field;
  return singulars[last] ?? last;
}
