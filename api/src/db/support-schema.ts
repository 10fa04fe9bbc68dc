/**
 * The support desk's and the funnel's tables (migrations/0016_support_and_funnel.sql), for
 * Drizzle's types; the migration is their source.
 */
import { pgTable, integer, text, timestamp, uuid, date, primaryKey } from 'drizzle-orm/pg-core';
import { countryCode } from './schema.js';

/** A note or a reply on a ticket (a help request or a complaint). */
export const supportTicketEntries = pgTable('support_ticket_entries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  supportRequestId: integer('support_request_id').notNull(),
  kind: text('kind').$type<'note' | 'reply'>().notNull(),
  body: text('body').notNull(),
  author: text('author').notNull(),
  /** A reply's mail in the outbox. */
  mailId: uuid('mail_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
});

/** How many journeys reached a step of the storefront, per day, market, language and product. */
export const funnelCounts = pgTable('funnel_counts', {
  day: date('day', { mode: 'string' }).notNull(),
  market: countryCode('market').notNull(),
  language: text('language').$type<'en' | 'ar' | 'ur'>().notNull(),
  /** '' before the visitor chose a product. */
  product: text('product').$type<'' | 'Card' | 'Loan'>().notNull(),
  step: text('step').notNull(),
  visitors: integer('visitors').notNull(),
}, (t) => [primaryKey({ columns: [t.day, t.market, t.language, t.product, t.step] })]);
