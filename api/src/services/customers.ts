import type { Db } from '../db/client.js';
import type { customers } from '../db/schema.js';
import { createCustomerOnce } from '../db/repositories/customers.js';
import { issueAccessToken } from './access.js';

/**
 * Creates the customer (or finds the one a repeat of the same create made, see
 * createCustomerOnce) and hands out an access token for it, stored with it in one statement: a
 * customer is never stored without a way to reach it, and every answer's token works.
 */
export async function createCustomer(db: Db, values: typeof customers.$inferInsert, windowMs: number) {
  const { token, hash } = issueAccessToken();
  const customer = await createCustomerOnce(db, values, hash, windowMs);
  return { customer, token };
}
