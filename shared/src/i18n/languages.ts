import type { CountryCode } from '../api/types';

/** The storefront's languages: English (the spec's texts), Arabic and Urdu. */
export const languages = ['en', 'ar', 'ur'] as const;
export type Language = (typeof languages)[number];

export const sourceLanguage: Language = 'en';

/** Each language's name in itself, as the language switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', ar: 'العربية', ur: 'اردو' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The languages offered in a market, in the switch's order: Arabic everywhere, Urdu for Pakistan. */
export function languagesOffered(country: CountryCode): readonly Language[] {
  return country === 'pk' ? ['en', 'ur', 'ar'] : ['en', 'ar'];
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'en' ? 'ltr' : 'rtl';
}

/**
 * The Intl locale of a language in a market (e.g. ar-AE, ur-PK), with Western digits: the digits
 * of the market's cards, statements and bank sites.
 */
export function intlLocale(language: Language, country: CountryCode): string {
  return `${language}-${country.toUpperCase()}-u-nu-latn`;
}

/**
 * The language a visitor gets when they have chosen none: the first of their browser's preferred
 * languages (navigator.languages, the same list as Accept-Language) that the market offers, else English.
 */
export function preferredLanguage(country: CountryCode, preferred: readonly string[]): Language {
  const offered = languagesOffered(country);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base) && offered.includes(base)) return base;
  }
  return sourceLanguage;
}
