import type { CountryCode } from './types.js';
import { ProblemError } from './problem.js';

export const countryHeader = 'x-country-key';

/**
 * The X-Country-Key header: AE or SA (any case); absent means Pakistan, which the storefront
 * never sends explicitly, but PK is accepted as the same thing. Anything else is a 400.
 */
export function countryFromHeader(value: string | string[] | undefined): CountryCode {
  if (value === undefined || value === '') return 'pk';
  const key = (Array.isArray(value) ? value[0] : value).trim().toLowerCase();
  if (key === 'ae' || key === 'sa' || key === 'pk') return key;
  throw new ProblemError(
    400,
    'request.country-unknown', 'Unknown country',
    'X-Country-Key must be AE or SA (or absent for Pakistan).',
    'unknown-country',
  );
}

/** Spec section 9: SAR for sa, PKR for pk, otherwise AED. */
export function currencyOf(country: CountryCode): 'AED' | 'SAR' | 'PKR' {
  if (country === 'sa') return 'SAR';
  if (country === 'pk') return 'PKR';
  return 'AED';
}

/** 'AED 45,000': whole units, thousands separated, as the storefront shows amounts. */
export function formatMoney(amount: number, country: CountryCode): string {
  return `${currencyOf(country)} ${Math.round(amount).toLocaleString('en-US')}`;
}
