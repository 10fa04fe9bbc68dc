import { request } from '../client';
import type { Preference, SubmitPreferencesRequest } from '../types';

export function submitPreferences(payload: SubmitPreferencesRequest): Promise<Preference[]> {
  return request('POST', '/api/recommendations/public', { body: payload, withAccessToken: true });
}
