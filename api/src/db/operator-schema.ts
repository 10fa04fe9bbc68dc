/**
 * Drizzle's view of the operator console's tables (api/migrations/0015_operators.sql, 0022; the SQL is
 * the source of truth): operators, their sign-in failures and sessions, the setup link, the audit log.
 */
import { pgEnum, pgTable, integer, text, timestamp, jsonb, bigint } from 'drizzle-orm/pg-core';
import { operatorRoles } from '@storefront/shared/contract';
import { bytea } from './schema.js';

export const operatorRole = pgEnum('operator_role', operatorRoles);

const at = (name: string) => timestamp(name, { withTimezone: true });

export const operators = pgTable('operators', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  role: operatorRole('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** A secret enrolled before they were sealed, until the next start seals it (migrations/0022_sealed_totp.sql). */
  totpSecret: text('totp_secret'),
  /** The enrolled TOTP secret: iv, GCM tag and ciphertext (domain/operator-totp-box.ts). */
  totpSealed: bytea('totp_sealed'),
  disabledAt: at('disabled_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const operatorSignInFailures = pgTable('operator_sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: at('last_failed_at').notNull().defaultNow(),
  lockedUntil: at('locked_until'),
});

export const operatorSessions = pgTable('operator_sessions', {
  sid: text('sid').primaryKey(),
  operatorId: integer('operator_id'),
  data: jsonb('data').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
});

export const operatorSetupTokens = pgTable('operator_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: at('at').notNull().defaultNow(),
  operatorId: integer('operator_id'),
  operatorEmail: text('operator_email').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id'),
  before: jsonb('before'),
  after: jsonb('after'),
});
