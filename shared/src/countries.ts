import type { CountryCode } from './api/types';
import { currencyOf, defaultMarket, isMarketCode, marketCodes, markets } from './contract/platform';

export interface CountryOption {
  code: CountryCode;
  /** ISO 3166 alpha-2, also the phone-number library's country id. */
  alpha2Code: Uppercase<CountryCode>;
  /** What the header's country choice shows. */
  shortCode: string;
  /** Served by the shell itself: no request ever leaves for a flag service. */
  flag: string;
}

function optionOf(code: CountryCode): CountryOption {
  const market = markets[code];
  return { code, alpha2Code: market.alpha2, shortCode: market.shortName, flag: market.flag };
}

/** The country of a deployment that names none (spec section 9: the Pakistan build). */
export const defaultCountryCode: CountryCode = defaultMarket;

/**
 * The markets the storefront serves (platform.json), in the order of the header's country choice:
 * the default market first, then the others.
 */
export const countryOptions: readonly CountryOption[] = [
  defaultCountryCode,
  ...marketCodes.filter((code) => code !== defaultCountryCode),
].map(optionOf);

/** The option of the country in use: the header always shows the country the visitor is served as. */
export function countryOptionFor(code: CountryCode): CountryOption {
  return countryOptions.find((option) => option.code === code) ?? countryOptions[0];
}

/** Spec section 9: the market's currency (SAR for sa, PKR for pk, otherwise AED). */
export { currencyOf };

export function isCountryCode(value: unknown): value is CountryCode {
  return isMarketCode(value);
}
