import { request } from '../client';
import type { CustomerProfile, CustomerProfileRequest } from '../types';

export function createCustomerProfile(payload: CustomerProfileRequest): Promise<CustomerProfile> {
  return request('POST', '/api/customer-profiles/public', { body: payload });
}
