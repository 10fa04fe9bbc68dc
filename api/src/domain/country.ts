import { currencyOf, defaultMarket, isMarketCode } from '@storefront/shared/contract';
import type { CountryCode } from './types.js';
import { formatAmount } from './costs/format.js';
import { DomainError } from './problem.js';

export { currencyOf };

export const countryHeader = 'x-country-key';

/**
 * The X-Country-Key header: AE or SA (any case); absent means Pakistan, which the storefront
 * never sends explicitly, but PK is accepted as the same thing. Anything else is a 400.
 */
export function countryFromHeader(value: string | string[] | undefined): CountryCode {
  if (value === undefined || value === '') return defaultMarket;
  const key = (Array.isArray(value) ? value[0] : value).trim().toLowerCase();
  if (isMarketCode(key)) return key;
  throw new DomainError(
    'invalid',
    'request.country-unknown', 'Unknown country',
    'X-Country-Key must be AE or SA (or absent for Pakistan).',
    'unknown-country',
  );
}

/** 'AED 45,000': whole units in the market's currency, as the problem texts quote amounts. */
export function wholeAmount(amount: number, country: CountryCode): string {
  return formatAmount(Math.round(amount), currencyOf(country));
}
