import { idempotencyKeyHeader } from '../../contract/constants';
import { rememberAccessToken } from '../access-token';
import { request } from '../client';
import type { CustomerProfile, CustomerProfileRequest } from '../types';

/**
 * A new customer is a new journey: its access token replaces the one held before. `idempotencyKey`
 * (submission-key.ts) names the submission: sent again with the same details, the API answers the
 * customer the first call made. Without one, every call makes a new customer.
 */
export async function createCustomerProfile(payload: CustomerProfileRequest, idempotencyKey?: string): Promise<CustomerProfile> {
  const headers = idempotencyKey ? { [idempotencyKeyHeader]: idempotencyKey } : undefined;
  const profile = await request<CustomerProfile>('POST', '/api/customer-profiles/public', { body: payload, headers });
  rememberAccessToken(profile.accessToken);
  return profile;
}
