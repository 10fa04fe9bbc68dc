/** The tables of visitor tracking (migrations/0014_tracking.sql), for Drizzle's types; the migration is their source. */
import { pgTable, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './schema.js';

/** The one-time code mailed for an application: its SHA-256, expiry and wrong tries. */
export const trackingCodes = pgTable('tracking_codes', {
  applicationId: integer('application_id').primaryKey(),
  codeHash: bytea('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A tracking token handed out for a used code: its SHA-256 only. */
export const trackingSessions = pgTable('tracking_sessions', {
  tokenHash: bytea('token_hash').primaryKey(),
  applicationId: integer('application_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each code request, counted against its hourly limits. */
export const trackingCodeRequests = pgTable('tracking_code_requests', {
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
