import { request } from '../client';
import type { CreditScore, PublicId } from '../types';

export function getCreditScore(applicationId: PublicId): Promise<CreditScore> {
  return request('GET', `/api/applications/public/credit-score/${applicationId}`, { withAccessToken: true });
}
