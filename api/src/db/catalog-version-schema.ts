/**
 * Published catalog versions and the publications waiting for a second operator
 * (migrations/0021_catalog_versions.sql, the source of truth), for Drizzle's types.
 */
import { pgTable, integer, text, timestamp, jsonb, primaryKey } from 'drizzle-orm/pg-core';
import { countryCode } from './schema.js';
import type { CountryFile } from '../catalog/types.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const catalogVersions = pgTable('catalog_versions', {
  market: countryCode('market').notNull(),
  version: integer('version').notNull(),
  document: jsonb('document').$type<CountryFile>().notNull(),
  publishedAt: at('published_at').notNull().defaultNow(),
  effectiveAt: at('effective_at').notNull(),
  publishedBy: integer('published_by'),
  approvedBy: integer('approved_by'),
  sourceDraftId: text('source_draft_id'),
  republishOf: integer('republish_of'),
}, (t) => [primaryKey({ columns: [t.market, t.version] })]);

export const catalogPublishRequests = pgTable('catalog_publish_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  market: countryCode('market').notNull(),
  document: jsonb('document').$type<CountryFile>().notNull(),
  baseVersion: integer('base_version').notNull(),
  effectiveAt: at('effective_at'),
  requestedBy: integer('requested_by').notNull(),
  requestedAt: at('requested_at').notNull().defaultNow(),
  sourceDraftId: text('source_draft_id'),
  republishOf: integer('republish_of'),
  status: text('status').$type<'awaiting-approval' | 'approved' | 'withdrawn'>().notNull().default('awaiting-approval'),
  decidedBy: integer('decided_by'),
  decidedAt: at('decided_at'),
  version: integer('version'),
});
