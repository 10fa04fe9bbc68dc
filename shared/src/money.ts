/**
 * Amounts as every page shows them, through Intl in the active language and the market of the
 * currency (intlLocale: en-AE, ar-AE, ur-PK, with Western digits): 'AED 200' in English, the
 * locale's own order and the currency's sign in Arabic and Urdu ('‏200 د.إ.‏', 'Rs 5,000'), never a
 * hand-made format.
 */
import type { CountryCode } from './api/types';
import { marketOfCurrency } from './contract/platform';
import { activeCountry, currentLanguage } from './i18n/catalogs';
import { intlLocale, type Language } from './i18n/languages';

const formats = new Map<string, Intl.NumberFormat>();

/** The market whose money it is (AED: the UAE); the active market for any other currency. */
function countryOfCurrency(currency: string): CountryCode {
  return marketOfCurrency(currency) ?? activeCountry();
}

function formatOf(currency: string, language: Language): Intl.NumberFormat {
  const locale = intlLocale(language, countryOfCurrency(currency));
  const key = `${locale}/${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // English writes the code (the spec's 'AED 200'); Arabic and Urdu the currency's own sign
      // ('‏200 د.إ.‏', 'Rs 5,000'), as the Key Facts and the mails from the API do.
      currencyDisplay: language === 'en' ? 'code' : 'symbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/** In the visitor's currency (platform.json, `currencyOf`) and the active language: 'SAR 1,250'. */
export function formatMoney(amount: number, currency: string, language: Language = currentLanguage()): string {
  return formatOf(currency, language).format(amount);
}
