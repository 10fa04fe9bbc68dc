/**
 * Amounts, dates and Key Facts as a visitor's mail states them, in its language: English as the
 * storefront writes them ('AED 1,048.50', '24 November 2026'); Arabic and Urdu through Intl with
 * the market's locale and Western digits (`ar-AE-u-nu-latn`), as the storefront shows figures.
 */
import type { CountryCode, KeyFact, Language } from '@storefront/shared/contract';
import { formatAmount } from '../domain/costs/format.js';
import type { MailTexts } from './texts.js';
import type { LabelledValue } from './templates/confirmation.js';

/** The Intl locale of a language in a market, Western digits. */
export function localeOf(language: Language, country: CountryCode): string {
  if (language === 'en') return 'en-GB';
  return `${language}-${country.toUpperCase()}-u-nu-latn`;
}

export interface MailFormat {
  amount(amount: number, currency: string): string;
  day(date: Date): string;
  rate(percent: number): string;
}

export function mailFormat(language: Language, country: CountryCode): MailFormat {
  const locale = localeOf(language, country);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    amount: (amount, currency) => (language === 'en'
      ? formatAmount(amount, currency)
      : new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount)),
    day: (date) => day.format(date),
    rate: (percent) => `${rate.format(percent)}%`,
  };
}

const money = /^([A-Z]{3}) (-?[\d,]+(?:\.\d+)?)( \(waived\))?$/;
const percent = /^(-?[\d.]+)%( of the amount)?$/;
const months = /^(\d+) months?$/;

/**
 * A product's Key Facts lines (as domain/costs/key-figures.ts words them) in the mail's language:
 * each label by its id, each figure formatted again. Catalog texts (a welcome offer) come in the
 * language already.
 */
export function localKeyFacts(facts: readonly KeyFact[], texts: MailTexts['keyFacts'], format: MailFormat): LabelledValue[] {
  return facts.map(({ id, label, value }) => {
    let localLabel = texts.labels[id];
    if (id === 'purchaseRate' && label.startsWith('Profit')) localLabel = texts.profitRate;
    if (id === 'rate') localLabel = texts.loanRate(label.startsWith('Profit'), label.includes('flat'));
    return { label: localLabel, value: localValue(value, texts, format) };
  });
}

function localValue(value: string, texts: MailTexts['keyFacts'], format: MailFormat): string {
  let m: RegExpMatchArray | null;
  if ((m = value.match(money))) {
    const amount = format.amount(Number(m[2].replace(/,/g, '')), m[1]);
    return m[3] ? texts.waived(amount) : amount;
  }
  if ((m = value.match(percent))) {
    const rate = format.rate(Number(m[1]));
    return m[2] ? texts.ofTheAmount(rate) : rate;
  }
  if ((m = value.match(months))) return texts.months(Number(m[1]));
  if (value === 'Islamic (Sharia-compliant)') return texts.islamic;
  if (value === 'Conventional') return texts.conventional;
  return value;
}
