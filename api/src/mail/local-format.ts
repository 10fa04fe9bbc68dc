/**
 * Amounts and dates as a visitor's mail states them, in its language: English as the storefront
 * writes them ('AED 1,048.50', '24 November 2026'); Arabic and Urdu through Intl with the market's
 * locale and Western digits (`ar-AE-u-nu-latn`), as the storefront shows figures. The Key Facts
 * come worded and formatted in the application's language (domain/costs/key-figures.ts).
 */
import type { CountryCode, Language } from '@storefront/shared/contract';
import { figureFormat, localeOf, type FigureFormat } from '../domain/costs/format.js';

export interface MailFormat extends FigureFormat {
  day(date: Date): string;
}

export function mailFormat(language: Language, country: CountryCode): MailFormat {
  const day = new Intl.DateTimeFormat(localeOf(language, country), { dateStyle: 'long', timeZone: 'UTC' });
  return { ...figureFormat(language, country), day: (date) => day.format(date) };
}
