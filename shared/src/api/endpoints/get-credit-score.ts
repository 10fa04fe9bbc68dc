import { request } from '../client';
import type { CreditScore } from '../types';

export function getCreditScore(applicationId: number): Promise<CreditScore> {
  return request('GET', `/api/applications/public/credit-score/${applicationId}`);
}
