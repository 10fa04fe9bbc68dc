/**
 * The database has one schema source, the SQL migrations (api/migrations); the Drizzle tables the
 * code queries with (every src/db/*schema.ts) describe the migrated database:
 * the same tables, columns, types, nullability and enum values, on PGlite and on PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, isPgEnum, PgTable, type PgEnum } from 'drizzle-orm/pg-core';
import { apiRoot } from '../../src/paths';
import { describeOnDatabases } from '../support/helpers';

const dbDir = path.join(apiRoot, 'src', 'db');
/** Every Drizzle schema module of src/db. */
const modules = fs.readdirSync(dbDir).filter((name) => name.endsWith('schema.ts')).map((name) => require(path.join(dbDir, name)) as Record<string, unknown>);
/** The table the migration runner keeps its record in (src/db/client.ts migrate). */
const bookkeeping = new Set(['schema_migrations']);

/** `table.column: type null|not null`, as the catalog of the database names the type. */
type ColumnLine = string;

/** Drizzle's SQL type names written as PostgreSQL's format_type() writes them. */
function canonicalType(type: string): string {
  return type
    .replace(/^serial$/, 'integer')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^varchar\b/, 'character varying')
    .replace(/^timestamp$/, 'timestamp without time zone')
    .replace(/, /g, ',');
}

function drizzleColumns(): ColumnLine[] {
  const tables = modules.flatMap((m) => Object.values(m)).filter((v): v is PgTable => is(v, PgTable));
  return tables.flatMap((table) => {
    const { name, columns } = getTableConfig(table);
    return columns.map((c) => `${name}.${c.name}: ${canonicalType(c.getSQLType())} ${c.notNull ? 'not null' : 'null'}`);
  }).sort();
}

function drizzleEnums(): string[] {
  const enums = modules.flatMap((m) => Object.values(m)).filter((v): v is PgEnum<[string, ...string[]]> => isPgEnum(v));
  return enums.map((e) => `${e.enumName}: ${e.enumValues.join(', ')}`).sort();
}

async function rows<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function databaseColumns(app: FastifyInstance): Promise<ColumnLine[]> {
  const found = await rows<{ table_name: string; column_name: string; type: string; not_null: boolean }>(app, sql`
    SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`);
  return found
    .filter((r) => !bookkeeping.has(r.table_name))
    .map((r) => `${r.table_name}.${r.column_name}: ${r.type} ${r.not_null ? 'not null' : 'null'}`)
    .sort();
}

async function databaseEnums(app: FastifyInstance): Promise<string[]> {
  const found = await rows<{ name: string; labels: string }>(app, sql`
    SELECT t.typname AS name, string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder) AS labels
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
     WHERE t.typnamespace = current_schema()::regnamespace
     GROUP BY t.typname`);
  return found.map((r) => `${r.name}: ${r.labels}`).sort();
}

describeOnDatabases('the Drizzle schema', (started) => {
  it('names every table and column of the migrated database, with its type and nullability', async () => {
    expect(drizzleColumns()).toEqual(await databaseColumns(started.app));
  });

  it('names every enum of the migrated database, with its values in order', async () => {
    expect(drizzleEnums()).toEqual(await databaseEnums(started.app));
  });
});
