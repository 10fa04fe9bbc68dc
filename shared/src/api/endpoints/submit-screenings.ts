import { request } from '../client';
import type { ScreeningAnswer, ScreeningRecord } from '../types';

export function submitScreenings(answers: ScreeningAnswer[]): Promise<ScreeningRecord[]> {
  return request('POST', '/api/screenings/public/bulk', { body: answers, withAccessToken: true });
}
