import type { Db } from '../db/client.js';
import type { customers } from '../db/schema.js';
import { createCustomerOnce, type CreateTerms } from '../db/repositories/customers.js';
import { idempotencyKeyReused } from '../domain/idempotency-key.js';
import { issueAccessToken } from './access.js';

/**
 * Creates the customer (or finds the one its creator's repeat of the same create made, see
 * createCustomerOnce) and hands out an access token for it, stored with it in one statement: a
 * customer is never stored without a way to reach it, and every answer's token works. A key sent
 * before with other details is a 422.
 */
export async function createCustomer(db: Db, values: typeof customers.$inferInsert, terms: CreateTerms) {
  const { token, hash } = issueAccessToken();
  const customer = await createCustomerOnce(db, values, hash, terms);
  if (!customer) throw idempotencyKeyReused();
  return { customer, token };
}
