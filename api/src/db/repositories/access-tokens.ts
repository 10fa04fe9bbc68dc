import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { accessTokens } from '../schema.js';

/**
 * The hashes of every token handed out for the customer in `customerId` (one, or a few after
 * repeated creates), as a column of the query that reads the customer or the application: the
 * record and its tokens come in one round trip, whether the id exists or not.
 */
export const tokenHashesOf = (customerId: AnyColumn): SQL.Aliased<Buffer[]> =>
  sql`(select coalesce(string_agg(encode(t.token_hash, 'hex'), ','), '') from ${accessTokens} t where t.customer_id = ${customerId})`
    .mapWith((hex: string) => (hex ? hex.split(',').map((h) => Buffer.from(h, 'hex')) : []))
    .as('token_hashes');
