/** Partners (admin): postback secrets, recent postbacks, monthly reconciliation (contract/operator/partners.ts). */
import type { ReconciliationSummary, SecretAction, SecretActionResult } from '@storefront/shared/contract';
import { apiRequest } from './client';

export const partnersPath = '/partners';
export const postbacksPath = (bankId: number) => `${partnersPath}/${bankId}/postbacks`;

export const changeSecrets = (bankId: number, action: SecretAction['action']) =>
  apiRequest<SecretActionResult>(`${partnersPath}/${bankId}/secrets`, { method: 'POST', body: { action } });
export const uploadReconciliation = (bankId: number, csv: string) =>
  apiRequest<ReconciliationSummary>(`${partnersPath}/${bankId}/reconciliation`, { method: 'POST', file: { type: 'text/csv', text: csv } });
