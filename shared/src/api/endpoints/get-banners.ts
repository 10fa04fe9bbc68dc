import useSWR from 'swr';
import { request } from '../client';
import { preloaded } from '../swr-options';
import type { Banner } from '../types';

export function getBanners(): Promise<Banner[]> {
  return request('GET', '/api/banners/public');
}

export const bannersKey = (countryCode: string) => ['banners', countryCode] as const;

export function useBanners(countryCode: string) {
  return useSWR(bannersKey(countryCode), getBanners, preloaded);
}
