import useSWR from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { CountryCode, PartnerBank } from '../types';
import type { Language } from '../../contract/languages';

/** Every bank the storefront works with in a country, with who licenses it, in `language`. */
export function getPartnerBanks(country: CountryCode, language?: Language): Promise<PartnerBank[]> {
  return request('GET', `/api/banks/public/${country}`, { language });
}

export const partnerBanksKey = (country: CountryCode, language: Language) => ['partner-banks', country, language] as const;

export function usePartnerBanks(country: CountryCode, language: Language) {
  return useSWR(partnerBanksKey(country, language), ([, code, lang]) => getPartnerBanks(code, lang), preloaded);
}
