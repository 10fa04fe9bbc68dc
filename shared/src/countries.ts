import type { CountryCode } from './api/types';

export interface CountryOption {
  code: CountryCode;
  alpha2Code: string;
  shortCode: string;
  /** Served by the shell itself: no request ever leaves for a flag service. */
  flag: string;
}

export const uaeOption: CountryOption = { code: 'ae', alpha2Code: 'AE', shortCode: 'UAE', flag: '/flags/ae.svg' };
export const ksaOption: CountryOption = { code: 'sa', alpha2Code: 'SA', shortCode: 'KSA', flag: '/flags/sa.svg' };

/** The two options of the header's country choice. */
export const countryOptions: readonly CountryOption[] = [uaeOption, ksaOption];

/** Pakistan: the default region and the only country of the phone selector. */
export const pakistan = { code: 'pk', iso2: 'pk', alpha2Code: 'PK', dialCode: '92' } as const;

export const defaultCountryCode: CountryCode = 'pk';

/** Spec section 4: sa selects the Saudi option, any other value the UAE option. */
export function countryOptionFor(code: CountryCode): CountryOption {
  return code === 'sa' ? ksaOption : uaeOption;
}

export function currencyFor(code: CountryCode): 'SAR' | 'PKR' | 'AED' {
  if (code === 'sa') return 'SAR';
  if (code === 'pk') return 'PKR';
  return 'AED';
}

/** Only a UAE visitor chooses a product; everyone else goes straight to the card screening. */
export function choosesProduct(code: CountryCode): boolean {
  return code === 'ae';
}

export function isCountryCode(value: unknown): value is CountryCode {
  return value === 'ae' || value === 'sa' || value === 'pk';
}
