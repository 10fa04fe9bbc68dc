import { rememberAccessToken } from '../access-token';
import { request } from '../client';
import type { CustomerProfile, CustomerProfileRequest } from '../types';

/** A new customer is a new journey: its access token replaces the one held before. */
export async function createCustomerProfile(payload: CustomerProfileRequest): Promise<CustomerProfile> {
  const profile = await request<CustomerProfile>('POST', '/api/customer-profiles/public', { body: payload });
  rememberAccessToken(profile.accessToken);
  return profile;
}
