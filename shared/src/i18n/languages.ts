import type { CountryCode } from '../api/types';
import type { Language } from '../contract/languages';

export { isLanguage, languages, languagesOffered, preferredLanguage, sourceLanguage } from '../contract/languages';
export type { Language } from '../contract/languages';

/** Each language's name in itself, as the language switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', ar: 'العربية', ur: 'اردو' };

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
 * A left-to-right value (an e-mail address, a phone number, an SF- reference) inside a translated
 * sentence: in right-to-left text it is wrapped in Unicode's left-to-right isolate, the plain-text
 * `<bdi dir="ltr">`, so its characters and the sentence's punctuation keep their places.
 */
export function isolateLtr(value: string, language: Language): string {
  return directionOf(language) === 'rtl' ? `\u2066${value}\u2069` : value;
}
