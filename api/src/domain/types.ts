/** Domain vocabulary shared by the engines: the contract's names (@storefront/shared/contract). */
import type { CountryCode } from '@storefront/shared/contract';

export type { ClientRiskProfile, CountryCode, ProductType } from '@storefront/shared/contract';
export const countries: readonly CountryCode[] = ['ae', 'sa', 'pk'];
