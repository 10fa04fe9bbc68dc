import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.js';

/**
 * The rows a function of migrations/ answers with rows of `table` (its columns by their SQL names,
 * as the driver reads them), in the shape Drizzle gives that table's rows: each column mapped as
 * Drizzle maps it (timestamps to Date, numerics to number, bytea to Buffer).
 */
export async function functionRows<T extends PgTable>(db: Tx, table: T, call: SQL): Promise<T['$inferSelect'][]> {
  const { rows } = (await db.execute(call)) as unknown as { rows: Record<string, unknown>[] };
  const columns = Object.entries(getTableColumns(table));
  return rows.map((raw) => Object.fromEntries(columns.map(([key, column]) => {
    const value = raw[column.name];
    return [key, value == null ? null : column.mapFromDriverValue(value)];
  })) as T['$inferSelect']);
}
