/**
 * Drizzle's view of the tables created by api/migrations/*.sql (the SQL is the source of truth;
 * keep both in step). Used for typed queries only; migrations are never generated from it at run time.
 */
import {
  pgEnum, pgTable, integer, text, boolean, timestamp, jsonb, numeric, smallint, uuid, primaryKey, customType,
} from 'drizzle-orm/pg-core';
import { marketCodes, type MarketCode } from '@storefront/shared/contract';
import type { CardRewardsFile, EligibilityCriteria, OptionFactsFile, SpendingAmountsFile } from '../catalog/types.js';

/** The markets of platform.json, in the order of the country_code type of the migrations. */
export const countryCode = pgEnum('country_code', marketCodes as [MarketCode, ...MarketCode[]]);
export const productType = pgEnum('product_type', ['Card', 'Loan']);
export const applicationStatus = pgEnum('application_status', ['Created', 'Submitted', 'Approved', 'Declined', 'Issued', 'Disbursed', 'Reversed']);
export const clientRiskProfile = pgEnum('client_risk_profile', ['Low', 'Medium', 'High']);
export const activeFlag = pgEnum('active_flag', ['Y', 'N']);
export const questionRole = pgEnum('question_role', ['monthlyIncome', 'monthlyObligations', 'desiredTenure']);
export const mailKind = pgEnum('mail_kind', [
  'card_confirmation', 'loan_confirmation', 'support_confirmation', 'support_copy',
  // Visitor tracking and the application's news (migrations/0014).
  'tracking_code', 'application_approved', 'application_declined', 'bonus_paid',
  // An operator's reply to a help request or complaint (migrations/0016).
  'support_reply',
]);
export const mailStatus = pgEnum('mail_status', ['queued', 'sending', 'sent', 'failed']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The languages besides English (migrations/0008). */
export type OtherLanguage = 'ar' | 'ur';
/** A catalog row's texts in the other languages (migrations/0008); English stays in the row's own columns. */
export type Translations<T> = Partial<Record<OtherLanguage, Partial<T>>>;
const translations = <T>() => jsonb('translations').$type<Translations<T>>().notNull().default({});
/** The language an application or help request was made in (migrations/0008). */
const language = () => text('language').$type<'en' | 'ar' | 'ur'>().notNull().default('en');

export const catalogMeta = pgTable('catalog_meta', {
  id: integer('id').primaryKey(),
  version: text('version').notNull(),
  checksum: text('checksum').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const merchants = pgTable('merchants', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  country: countryCode('country'),
  label: text('label').notNull(),
  name: text('name').notNull(),
  translations: translations<{ name: string }>(),
});

export const banks = pgTable('banks', {
  id: integer('id').primaryKey(),
  country: countryCode('country').notNull(),
  name: text('name').notNull(),
  translations: translations<{ name: string; licence?: string }>(),
  routingUrl: text('routing_url').notNull(),
  /** Who licenses the bank, in English (the translations hold the others; migrations/0017). */
  licence: text('licence').notNull().default(''),
  retired: boolean('retired').notNull().default(false),
  /** The query parameter that carries an application's reference on its address (migrations/0013). */
  clickParameter: text('click_parameter').notNull().default('sf_ref'),
});

export const features = pgTable('features', {
  id: integer('id').primaryKey(),
  country: countryCode('country').notNull(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  translations: translations<{ name: string }>(),
  image: text('image').notNull(),
  active: activeFlag('active').notNull().default('Y'),
  productType: productType('product_type').notNull(),
  kind: text('kind'),
  position: integer('position').notNull().default(0),
  retired: boolean('retired').notNull().default(false),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  country: countryCode('country').notNull(),
  bankId: integer('bank_id').notNull(),
  productType: productType('product_type').notNull(),
  name: text('name').notNull(),
  translations: translations<{ name: string; description: string[]; highlights: string[]; welcomeOffer: string }>(),
  image: text('image').notNull(),
  routingUrl: text('routing_url').notNull(),
  description: jsonb('description').$type<string[]>().notNull(),
  highlights: jsonb('highlights').$type<string[]>().notNull(),
  incentive: integer('incentive').notNull().default(0),
  instantIssuance: boolean('instant_issuance').notNull().default(false),
  interestRate: numeric('interest_rate', { mode: 'number', precision: 6, scale: 3 }),
  processingFeePercent: numeric('processing_fee_percent', { mode: 'number', precision: 6, scale: 3 }),
  minProcessingFee: numeric('min_processing_fee', { mode: 'number', precision: 14, scale: 2 }),
  maxProcessingFee: numeric('max_processing_fee', { mode: 'number', precision: 14, scale: 2 }),
  rateType: text('rate_type').$type<'flat' | 'reducing'>(),
  islamic: boolean('islamic').notNull().default(false),
  partnerPayment: numeric('partner_payment', { mode: 'number', precision: 14, scale: 2 }),
  annualFee: numeric('annual_fee', { mode: 'number', precision: 14, scale: 2 }),
  firstYearFeeWaived: boolean('first_year_fee_waived'),
  purchaseRate: numeric('purchase_rate', { mode: 'number', precision: 6, scale: 3 }),
  cashAdvanceRate: numeric('cash_advance_rate', { mode: 'number', precision: 6, scale: 3 }),
  latePaymentFee: numeric('late_payment_fee', { mode: 'number', precision: 14, scale: 2 }),
  foreignTransactionFeePercent: numeric('foreign_transaction_fee_percent', { mode: 'number', precision: 6, scale: 3 }),
  welcomeOffer: text('welcome_offer'),
  minMonthlySalary: numeric('min_monthly_salary', { mode: 'number', precision: 14, scale: 2 }),
  /** The bank's other criteria and a card's earn rates (migrations/0018). */
  eligibility: jsonb('eligibility').$type<EligibilityCriteria>(),
  rewards: jsonb('rewards').$type<CardRewardsFile>(),
  minTenure: integer('min_tenure'),
  maxTenure: integer('max_tenure'),
  minAmount: integer('min_amount'),
  maxAmount: integer('max_amount'),
  position: integer('position').notNull().default(0),
  retired: boolean('retired').notNull().default(false),
});

export const productFeatures = pgTable(
  'product_features',
  { productId: integer('product_id').notNull(), featureId: integer('feature_id').notNull() },
  (t) => [primaryKey({ columns: [t.productId, t.featureId] })],
);

export const questions = pgTable('questions', {
  id: integer('id').primaryKey(),
  country: countryCode('country').notNull(),
  productType: productType('product_type').notNull(),
  role: questionRole('role'),
  text: text('text').notNull(),
  translations: translations<{ text: string }>(),
  position: integer('position').notNull().default(0),
  retired: boolean('retired').notNull().default(false),
});

export const questionOptions = pgTable('question_options', {
  id: integer('id').primaryKey(),
  questionId: integer('question_id').notNull(),
  text: text('text').notNull(),
  translations: translations<{ text: string }>(),
  points: integer('points').notNull(),
  hardStop: boolean('hard_stop').notNull().default(false),
  value: numeric('value', { mode: 'number', precision: 14, scale: 2 }),
  /** What choosing the option says of the visitor (migrations/0018). */
  facts: jsonb('facts').$type<OptionFactsFile>(),
  position: integer('position').notNull().default(0),
  retired: boolean('retired').notNull().default(false),
});

export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const images = pgTable(
  'images',
  {
    folder: text('folder').$type<'cards' | 'features' | 'banners'>().notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    etag: text('etag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.folder, t.name] })],
);

export const banners = pgTable(
  'banners',
  {
    country: countryCode('country').notNull(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    translations: translations<{ title: string; description: string }>(),
    image: text('image').notNull(),
    routingUrl: text('routing_url').notNull(),
    position: integer('position').notNull().default(0),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.country, t.id] })],
);

/** The bonus each country's catalog promises (migrations/0004_markets.sql). */
export const markets = pgTable('markets', {
  country: countryCode('country').primaryKey(),
  bonusAmount: integer('bonus_amount').notNull(),
  bonusCurrency: text('bonus_currency').notNull(),
  /** Days an approved application's bonus stays reversible before it is confirmed (migrations/0013). */
  bonusLockDays: integer('bonus_lock_days').notNull().default(30),
  /** The monthly spending per category a card's yearly value assumes when the visitor gives none (migrations/0018). */
  defaultSpending: jsonb('default_spending').$type<SpendingAmountsFile>(),
});

export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The id on the wire: random, so that one customer's id says nothing about another's. */
  publicId: uuid('public_id').notNull().defaultRandom().unique(),
  country: countryCode('country').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  mobileNumber: text('mobile_number').notNull(),
  promoCode: text('promo_code').notNull(),
  locationId: integer('location_id').notNull(),
  /** The SHA-256 of the Idempotency-Key it was created with, if any (migrations/0010). */
  idempotencyKeyHash: bytea('idempotency_key_hash'),
  createdAt: createdAt(),
  /** When retention blanked its personal data (migrations/0003). */
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
});

export const applications = pgTable('applications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The id on the wire (see customers.publicId). */
  publicId: uuid('public_id').notNull().defaultRandom().unique(),
  /** The reference a visitor quotes to support, e.g. SF-7KQ4M2XD (migrations/0006; domain/reference.ts). */
  reference: text('reference').notNull().unique(),
  customerId: integer('customer_id').notNull(),
  locationId: integer('location_id').notNull(),
  country: countryCode('country').notNull(),
  applicationType: productType('application_type').notNull(),
  status: applicationStatus('status').notNull().default('Created'),
  productId: integer('product_id'),
  clientRiskProfile: clientRiskProfile('client_risk_profile'),
  creditScore: integer('credit_score'),
  /** A loan's amount and tenure as the visitor chose them (migrations/0007): both or neither. */
  loanAmount: numeric('loan_amount', { mode: 'number' }),
  loanTenureMonths: integer('loan_tenure_months'),
  /** The amount the visitor asked to borrow before the offers (migrations/0019). */
  requestedLoanAmount: numeric('requested_loan_amount', { mode: 'number' }),
  /** Whether the visitor agreed to be contacted when a product fits them, and when they last answered (migrations/0019). */
  contactConsent: boolean('contact_consent').notNull().default(false),
  contactConsentAt: timestamp('contact_consent_at', { withTimezone: true }),
  /** The bonus promised when it was submitted (migrations/0013): both or neither. */
  promisedBonusAmount: integer('promised_bonus_amount'),
  promisedBonusCurrency: text('promised_bonus_currency'),
  language: language(),
  /** The SHA-256 of the access token that created it (migrations/0010). */
  creatorTokenHash: bytea('creator_token_hash'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  /** The catalog version of its market it was made under (migrations/0021). */
  catalogVersion: integer('catalog_version'),
});

/** The SHA-256 of each access token handed out (api/migrations/0002_access_tokens.sql); the token itself is never stored. */
export const accessTokens = pgTable('access_tokens', {
  tokenHash: bytea('token_hash').primaryKey(),
  customerId: integer('customer_id').notNull(),
  createdAt: createdAt(),
  /** When it stops working (migrations/0010). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const screeningAnswers = pgTable('screening_answers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id').notNull(),
  questionId: integer('question_id').notNull(),
  optionId: integer('option_id').notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
});

export const preferences = pgTable(
  'preferences',
  {
    applicationId: integer('application_id').notNull(),
    featureId: integer('feature_id').notNull(),
    priority: smallint('priority').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.featureId] })],
);

export const selectedFeatures = pgTable(
  'selected_features',
  { applicationId: integer('application_id').notNull(), featureId: integer('feature_id').notNull() },
  (t) => [primaryKey({ columns: [t.applicationId, t.featureId] })],
);

export const productRecommendations = pgTable(
  'product_recommendations',
  {
    applicationId: integer('application_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.productId] })],
);

export const supportRequests = pgTable('support_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  country: countryCode('country').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  language: language(),
  createdAt: createdAt(),
  /** Set when the retention job blanked name, email and message (api/migrations/0003). */
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  /** A help request or a complaint; new, answered or closed; a complaint's reference (migrations/0016). */
  kind: text('kind').$type<'help' | 'complaint'>().notNull().default('help'),
  status: text('status').$type<'new' | 'answered' | 'closed'>().notNull().default('new'),
  reference: text('reference').unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The help requests of the last hour by client, for MAIL_SUPPORT_PER_CLIENT_PER_HOUR (migrations/0011). */
export const helpRequestClients = pgTable('help_request_clients', {
  /** A SHA-256 of the client's address as the rate limits see it. */
  clientKey: text('client_key').notNull(),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey(),
  messageId: text('message_id').notNull().unique(),
  kind: mailKind('kind').notNull(),
  applicationId: integer('application_id'),
  supportRequestId: integer('support_request_id'),
  toAddress: text('to_address').notNull(),
  /** The inbox the address reaches (domain/mail.ts recipientKey), for the per-recipient limits. */
  recipientKey: text('recipient_key').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  status: mailStatus('status').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /** When it is due to leave the first time (migrations/0011): a ticket beyond MAIL_SUPPORT_PER_HOUR later than queued. */
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
});
