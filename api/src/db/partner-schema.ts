/**
 * Drizzle's view of the partner loop's tables (api/migrations/0013_partner_loop.sql; the SQL is the
 * source of truth): postback secrets, postback events, bonuses, payout batches and clawbacks.
 */
import { pgEnum, pgTable, integer, text, timestamp, jsonb, smallint, bigint } from 'drizzle-orm/pg-core';
import { bytea } from './schema.js';

export const partnerEventStatus = pgEnum('partner_event_status', ['approved', 'declined', 'issued', 'reversed']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const partnerSecrets = pgTable('partner_secrets', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  bankId: integer('bank_id').notNull(),
  /** iv (12 bytes), GCM tag (16 bytes) and ciphertext: domain/partner-secret-box.ts. */
  sealed: bytea('sealed').notNull(),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const partnerEvents = pgTable('partner_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  bankId: integer('bank_id').notNull(),
  eventId: text('event_id').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  body: text('body').notNull(),
  applicationId: integer('application_id'),
  status: partnerEventStatus('status'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }),
  answerStatus: smallint('answer_status').notNull(),
  answer: jsonb('answer').notNull(),
});

/** Every postback attempt with its outcome, as the console lists it (api/migrations/0020_partner_postbacks.sql). */
export const partnerPostbacks = pgTable('partner_postbacks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  bankId: integer('bank_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  via: text('via', { enum: ['postback', 'reconciliation'] }).notNull(),
  eventId: text('event_id'),
  reference: text('reference'),
  status: partnerEventStatus('status'),
  outcome: text('outcome', { enum: ['accepted', 'duplicate', 'refused'] }).notNull(),
  answerStatus: smallint('answer_status').notNull(),
  reason: text('reason'),
});

export const payoutBatches = pgTable('payout_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  currency: text('currency').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  bonusCount: integer('bonus_count').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
  approvedBy: text('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

export const bonuses = pgTable('bonuses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  lockUntil: timestamp('lock_until', { withTimezone: true }).notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  batchId: integer('batch_id'),
  createdAt: createdAt(),
});

export const bonusClawbacks = pgTable('bonus_clawbacks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  bonusId: integer('bonus_id').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});
