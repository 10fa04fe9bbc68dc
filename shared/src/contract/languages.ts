/**
 * The storefront's languages, shared by the front end (its catalogs) and the API (catalog texts,
 * e-mails). No schema here: the page reads this module before consent, and a TypeBox import would
 * bring TypeBox with it.
 */
import type { CountryCode } from './common';
import { markets } from './platform';

export const languages = ['en', 'ar', 'ur'] as const;
export type Language = (typeof languages)[number];

/** English: the spec's texts; every other language falls back to it, text by text. */
export const sourceLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The languages offered in a market, in the switch's order: Arabic everywhere, Urdu for Pakistan. */
export function languagesOffered(country: CountryCode): readonly Language[] {
  return markets[country].languages;
}

/**
 * The language of a request's Accept-Language (or of navigator.languages): the first tag, in the
 * order given, whose language the market offers; English when none is.
 */
export function preferredLanguage(country: CountryCode, preferred: readonly string[]): Language {
  const offered = languagesOffered(country);
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-;]/)[0];
    if (isLanguage(base) && offered.includes(base)) return base;
  }
  return sourceLanguage;
}
