/**
 * Figures as a Key Facts sheet and the confirmation mail write them: plain text. English as the
 * storefront writes them, currency first ('AED 1,048.50', '19.99%'); Arabic and Urdu through Intl
 * with the market's locale and Western digits (`ar-AE-u-nu-latn`), as the storefront shows figures.
 */
import type { CountryCode, Language } from '@storefront/shared/contract';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 'AED 1,048.50', 'PKR 5,000': cents only when there are some. */
export function formatAmount(amount: number, currency: string): string {
  const rounded = Math.round(amount * 100) / 100;
  return `${currency} ${(Number.isInteger(rounded) ? whole : cents).format(rounded)}`;
}

/** '19.99%', '39%'. */
export const formatRate = (percent: number): string => `${rate.format(percent)}%`;

/** The Intl locale of a language in a market, Western digits. */
export function localeOf(language: Language, country: CountryCode): string {
  if (language === 'en') return 'en-GB';
  return `${language}-${country.toUpperCase()}-u-nu-latn`;
}

/** Amounts and rates in one language and market. */
export interface FigureFormat {
  amount(amount: number, currency: string): string;
  rate(percent: number): string;
}

const english: FigureFormat = { amount: formatAmount, rate: formatRate };

const formats = new Map<string, FigureFormat>();

/** The figures of `language` in `country`'s market: English as formatAmount and formatRate write them. */
export function figureFormat(language: Language, country: CountryCode): FigureFormat {
  if (language === 'en') return english;
  const locale = localeOf(language, country);
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = intlFormat(locale)));
  return format;
}

function intlFormat(locale: string): FigureFormat {
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const money = new Map<string, Intl.NumberFormat>();
  const moneyFormat = (currency: string, fractions: boolean) => {
    const key = `${currency}/${fractions}`;
    let format = money.get(key);
    if (!format) money.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: fractions ? 2 : 0 })));
    return format;
  };
  return {
    amount: (amount, currency) => {
      const rounded = Math.round(amount * 100) / 100;
      return moneyFormat(currency, !Number.isInteger(rounded)).format(rounded);
    },
    rate: (value) => `${percent.format(value)}%`,
  };
}
