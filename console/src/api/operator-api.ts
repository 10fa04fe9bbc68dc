/** The operator API's calls for signing in and managing operators (shared/src/contract/operator). */
import type {
  AuditPage,
  AuditQuery,
  NewOperator,
  OperatorSetup,
  OperatorChange,
  OperatorList,
  OperatorProfile,
  PasswordSignIn,
  SessionState,
} from '@storefront/shared/contract';
import { apiRequest, withQuery } from './client';

export const sessionPath = '/session';
export const operatorsPath = '/operators';

export const signInWithPassword = (body: PasswordSignIn) =>
  apiRequest<SessionState>(`${sessionPath}/password`, { method: 'POST', body });
export const confirmTotpCode = (code: string) => apiRequest<SessionState>(`${sessionPath}/totp`, { method: 'POST', body: { code } });
export const signOut = () => apiRequest<void>(sessionPath, { method: 'DELETE' });

export const createOperator = (body: NewOperator) => apiRequest<OperatorProfile>(operatorsPath, { method: 'POST', body });
export const changeOperator = (id: number, body: OperatorChange) =>
  apiRequest<OperatorProfile>(`${operatorsPath}/${id}`, { method: 'PATCH', body });
export const resetOperatorPassword = (id: number, password: string) =>
  apiRequest<void>(`${operatorsPath}/${id}/password`, { method: 'POST', body: { password } });
export const resetOperatorSecondFactor = (id: number) =>
  apiRequest<void>(`${operatorsPath}/${id}/second-factor`, { method: 'DELETE' });

export type { OperatorList };
export const auditPath = (query: AuditQuery) => withQuery('/audit', { ...query });
export type { AuditPage };

/** The first admin, from the one-time setup link the API logs when it starts without operators. */
export const setUpFirstAdmin = (body: OperatorSetup) => apiRequest<OperatorProfile>('/setup', { method: 'POST', body });
