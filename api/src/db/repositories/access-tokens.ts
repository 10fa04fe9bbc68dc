import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { accessTokens } from '../schema.js';

/**
 * The hashes of the tokens of the customer in `customerId` that have not expired (one, or a few
 * after its creator repeated the create with its Idempotency-Key), as a column of the query that
 * reads the customer or the application: the record and its tokens come in one round trip,
 * whether the id exists or not. An expired token is as good as none.
 */
export const tokenHashesOf = (customerId: AnyColumn): SQL.Aliased<Buffer[]> =>
  sql`(select coalesce(string_agg(encode(t.token_hash, 'hex'), ','), '') from ${accessTokens} t where t.customer_id = ${customerId} and t.expires_at > now())`
    .mapWith((hex: string) => (hex ? hex.split(',').map((h) => Buffer.from(h, 'hex')) : []))
    .as('token_hashes');
