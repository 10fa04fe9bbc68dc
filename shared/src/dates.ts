/**
 * Dates as every page shows them, and as the API's mails write them: through Intl in the active
 * language and the market's locale (intlLocale: en-AE, ar-SA, ur-PK, with Western digits), the
 * day in UTC: '7 December 2026' in English, the locale's own words and order in Arabic and Urdu.
 */
import type { CountryCode } from './api/types';
import { activeCountry, currentLanguage } from './i18n/catalogs';
import { intlLocale, type Language } from './i18n/languages';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The day of an ISO 8601 instant, as the market's calendar shows it (in UTC). */
export function formatDate(
  iso: string,
  language: Language = currentLanguage(),
  country: CountryCode = activeCountry(),
): string {
  const locale = intlLocale(language, country);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
