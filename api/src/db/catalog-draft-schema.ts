/**
 * Catalog drafts and their uploaded images (migrations/0020_catalog_drafts.sql), for Drizzle's
 * types; the migration is their source.
 */
import { pgTable, integer, text, timestamp, jsonb, primaryKey } from 'drizzle-orm/pg-core';
import type { CatalogDraftStatus, CatalogImageFolder } from '@storefront/shared/contract';
import { bytea, countryCode } from './schema.js';
import type { CountryFile } from '../catalog/types.js';

export const catalogDrafts = pgTable('catalog_drafts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  market: countryCode('market').notNull(),
  baseVersion: integer('base_version'),
  status: text('status').$type<CatalogDraftStatus>().notNull().default('open'),
  revision: integer('revision').notNull().default(0),
  title: text('title').notNull(),
  document: jsonb('document').$type<CountryFile>().notNull(),
  /** The revision that last wrote each entity ('card:1201', 'market'): migrations/0020b. */
  entityRevisions: jsonb('entity_revisions').$type<Record<string, number>>().notNull().default({}),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  requestedBy: text('requested_by'),
  approvedBy: text('approved_by'),
});

export const catalogDraftImages = pgTable('catalog_draft_images', {
  draftId: integer('draft_id').notNull(),
  folder: text('folder').$type<CatalogImageFolder>().notNull(),
  name: text('name').notNull(),
  contentType: text('content_type').$type<'image/svg+xml' | 'image/png'>().notNull(),
  body: bytea('body').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.draftId, t.folder, t.name] })]);
