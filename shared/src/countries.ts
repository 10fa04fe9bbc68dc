import type { CountryCode } from './api/types';

export interface CountryOption {
  code: CountryCode;
  /** ISO 3166 alpha-2, also the phone-number library's country id. */
  alpha2Code: 'AE' | 'SA' | 'PK';
  /** What the header's country choice shows. */
  shortCode: string;
  /** Served by the shell itself: no request ever leaves for a flag service. */
  flag: string;
}

export const pakistanOption: CountryOption = {
  code: 'pk',
  alpha2Code: 'PK',
  shortCode: 'Pakistan',
  flag: '/flags/pk.svg',
};
export const uaeOption: CountryOption = { code: 'ae', alpha2Code: 'AE', shortCode: 'UAE', flag: '/flags/ae.svg' };
export const ksaOption: CountryOption = { code: 'sa', alpha2Code: 'SA', shortCode: 'KSA', flag: '/flags/sa.svg' };

/** The markets the storefront serves, in the order of the header's country choice. */
export const countryOptions: readonly CountryOption[] = [pakistanOption, uaeOption, ksaOption];

/** The country of a deployment that names none (spec section 9: the Pakistan build). */
export const defaultCountryCode: CountryCode = 'pk';

/** The option of the country in use: the header always shows the country the visitor is served as. */
export function countryOptionFor(code: CountryCode): CountryOption {
  return countryOptions.find((option) => option.code === code) ?? pakistanOption;
}

/** Spec section 9: SAR for sa, PKR for pk, otherwise AED. */
export function currencyFor(code: CountryCode): 'SAR' | 'PKR' | 'AED' {
  if (code === 'sa') return 'SAR';
  if (code === 'pk') return 'PKR';
  return 'AED';
}

export function isCountryCode(value: unknown): value is CountryCode {
  return value === 'ae' || value === 'sa' || value === 'pk';
}
