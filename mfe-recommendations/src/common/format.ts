import { currentLanguage, directionOf, i18n } from '@storefront/shared';

/** The Intl locale the store was activated with (e.g. ar-AE-u-nu-latn: Western digits). */
export function activeLocale(): string {
  return [i18n.locales ?? []].flat()[0] ?? 'en-US';
}

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/** A plain number ('1,250') in the active language and market. */
export function formatNumber(value: number): string {
  return formatOf(activeLocale()).format(value);
}

/**
 * '11.25%': up to two decimals in the active language and market, and one percent sign in every
 * language, '%', as the API's Key Facts, the mails and the catalog's texts write it.
 */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/**
 * A figure put inside a sentence (an amount, a percent), kept whole and left to right within
 * right-to-left text: the Unicode isolate <bdi> stands for in markup. Left as is in English.
 */
export function isolate(text: string): string {
  return directionOf(currentLanguage()) === 'rtl' ? `\u2066${text}\u2069` : text;
}

/** Description lines are separated by a literal backslash followed by n (spec section 3). */
export function descriptionLines(description: string | null | undefined): string[] {
  return (description ?? '')
    .split('\\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
