import { request } from '../client';
import type { CountRequest } from '../types';

export function countRecommendations(payload: CountRequest): Promise<number> {
  return request('POST', '/api/recommendations/public/count', { body: payload, withAccessToken: true });
}
