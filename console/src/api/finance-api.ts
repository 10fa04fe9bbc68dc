/** Bonuses and payouts (shared/src/contract/operator/finance.ts), four eyes on every batch. */
import type { LedgerState, PayoutBatch } from '@storefront/shared/contract';
import { apiRequest, withQuery } from './client';
import { downloadCsv } from './download';

export const bonusesPath = (query: { state?: LedgerState }) => withQuery('/bonuses', { ...query });
export const payoutsPath = '/payouts';

export const createPayoutBatch = (currency: string) => apiRequest<PayoutBatch>(payoutsPath, { method: 'POST', body: { currency } });
export const approvePayoutBatch = (id: number) => apiRequest<PayoutBatch>(`${payoutsPath}/${id}/approval`, { method: 'POST' });
export const markPayoutBatchPaid = (id: number) => apiRequest<PayoutBatch>(`${payoutsPath}/${id}/paid`, { method: 'POST' });
export const exportPayoutBatch = (id: number) => downloadCsv(`${payoutsPath}/${id}/csv`);
