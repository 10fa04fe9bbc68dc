import useSWR from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { Banner } from '../types';
import type { Language } from '../../contract/languages';

export function getBanners(language?: Language): Promise<Banner[]> {
  return request('GET', '/api/banners/public', { language });
}

/** The banners' texts are in the language asked for: a switch asks for them again. */
export const bannersKey = (countryCode: string, language: Language) => ['banners', countryCode, language] as const;

export function useBanners(countryCode: string, language: Language) {
  return useSWR(bannersKey(countryCode, language), ([, , lang]) => getBanners(lang), preloaded);
}
