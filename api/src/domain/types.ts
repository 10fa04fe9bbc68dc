/** Domain vocabulary shared by the engines: the contract's names (@storefront/shared/contract). */
import { marketCodes, type CountryCode } from '@storefront/shared/contract';

export type { ClientRiskProfile, CountryCode, ProductType } from '@storefront/shared/contract';
/** The markets of platform.json. */
export const countries: readonly CountryCode[] = marketCodes;
