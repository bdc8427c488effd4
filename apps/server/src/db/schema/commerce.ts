import {
  CARD_PAYMENT_PURPOSES,
  CARD_PAYMENT_STATUSES,
  LICENCE_MODULES,
  ORDER_STATUSES,
  PLAN_PAYMENT_MODES,
  PLAN_ROLES,
  VOUCHER_MOVEMENT_KINDS,
  VOUCHER_SOURCES,
} from '@ds/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { licences, schools, users } from './identity';
import { storedFiles } from './platform';
import { versionColumn } from './version';

/** Subscription plans the product sells (spec §3 Subscription); disabled, never deleted, once sold. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  nameFr: text('name_fr').notNull().default(''),
  nameDe: text('name_de').notNull().default(''),
  nameIt: text('name_it').notNull().default(''),
  descriptionFr: text('description_fr').notNull().default(''),
  descriptionDe: text('description_de').notNull().default(''),
  descriptionIt: text('description_it').notNull().default(''),
  licenceCount: integer('licence_count').notNull(),
  modules: text('modules', { enum: LICENCE_MODULES }).array().notNull(),
  /** Centimes of CHF. */
  price: integer('price').notNull(),
  paymentModes: text('payment_modes', { enum: PLAN_PAYMENT_MODES }).array().notNull(),
  /** Roles that may see it; empty: every role. */
  roles: text('roles', { enum: PLAN_ROLES }).array().notNull().default([]),
  daysPerLicence: integer('days_per_licence').notNull(),
  monthlySms: integer('monthly_sms').notNull().default(0),
  /** The terms buyers accept (spec §5), a PDF in the file store. */
  termsFileId: uuid('terms_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: versionColumn(),
});

/** Users a plan is restricted to, besides its roles (none: no restriction by user). */
export const subscriptionPlanUsers = pgTable(
  'subscription_plan_users',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.planId, table.userId] })],
);

/** Keys generated in one go for a plan by the product administrator (shown once, kept as digests). */
export const licenceBatches = pgTable('licence_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  planId: uuid('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A plan ordered by a user (spec §2 /account/subscriptions): its invoice number, the amount
 * (centimes), how it is paid; licences are issued when its payment is recorded.
 */
export const subscriptionOrders = pgTable(
  'subscription_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    licences: integer('licences').notNull(),
    /** The plan's price when ordered (centimes): the invoice's line. */
    unitPrice: integer('unit_price').notNull(),
    /** What the invoice asks: unit price × quantity, rounded to 5 centimes. */
    amount: integer('amount').notNull(),
    paymentMode: text('payment_mode', { enum: PLAN_PAYMENT_MODES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentRecordedBy: uuid('payment_recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('subscription_orders_buyer_idx').on(table.buyerId, table.createdAt)],
);

/**
 * The last invoice number each seller gave each year, raised under a row lock (no gaps, no
 * doubles). The seller is `product` for the product's own invoices (subscriptions), a school's
 * id for a school's.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    seller: text('seller').notNull().default('product'),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.seller, table.year] })],
);

/** Which licences a plan issued (by a batch of keys or an order). */
export const planLicences = pgTable(
  'plan_licences',
  {
    licenceId: uuid('licence_id')
      .primaryKey()
      .references(() => licences.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    batchId: uuid('batch_id').references(() => licenceBatches.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => subscriptionOrders.id, { onDelete: 'restrict' }),
  },
  (table) => [index('plan_licences_plan_idx').on(table.planId)],
);

/**
 * A payment at the card provider (spec §4 Card payment): what it pays for, the amount (centimes),
 * the provider's transaction, and its status, decided only by the provider's signed notification
 * checked against its status API. The browser's address names the payment by a token kept as a digest.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    purposeKind: text('purpose_kind', { enum: CARD_PAYMENT_PURPOSES }).notNull(),
    purposeId: uuid('purpose_id').notNull(),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('CHF'),
    provider: text('provider').notNull(),
    /** Null until the provider answered the start. */
    providerTransactionId: text('provider_transaction_id').unique(),
    status: text('status', { enum: CARD_PAYMENT_STATUSES }).notNull().default('waiting'),
    /** The provider's reason for a failure (DECLINED, EXPIRED_CARD…), for support. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('card_payments_purpose_idx').on(table.purposeKind, table.purposeId),
    index('card_payments_waiting_idx').on(table.createdAt).where(sql`${table.status} = 'waiting'`),
  ],
);

/**
 * A credit card saved at the provider (spec §3 Credit card): its name, what the provider told of it
 * (brand, last digits, end date) and its alias, sealed; shared with the owner's school's employees
 * (spec §6). Written when the registration starts, complete once the provider registered it.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    aliasSealed: text('alias_sealed'),
    brand: text('brand'),
    lastDigits: text('last_digits'),
    expiryMonth: integer('expiry_month'),
    expiryYear: integer('expiry_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
  },
  (table) => [index('saved_cards_owner_idx').on(table.ownerId)],
);

/**
 * Gift vouchers (spec §3 Voucher): sold by a monitor, spent at his school (or with him, without
 * one). The code is kept as it is, for the seller to read again and hand over (ADR 0009); amounts
 * in centimes; disabled (`disabled_at`) for good, never deleted.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    available: integer('available').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    source: text('source', { enum: VOUCHER_SOURCES }).notNull().default('manual'),
    buyerName: text('buyer_name').notNull().default(''),
    beneficiaryName: text('beneficiary_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [
    index('vouchers_school_idx').on(table.schoolId, table.createdAt),
    index('vouchers_owner_idx').on(table.ownerId, table.createdAt),
    check('vouchers_available_not_negative', sql`${table.available} >= 0`),
    check('vouchers_validity_ordered', sql`${table.validTo} >= ${table.validFrom}`),
  ],
);

/** Every change of a voucher's amount available, with what was left after it: issued, spent, corrected, disabled. */
export const voucherMovements = pgTable(
  'voucher_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VOUCHER_MOVEMENT_KINDS }).notNull(),
    /** Centimes added (positive) or taken (negative). */
    amount: integer('amount').notNull(),
    availableAfter: integer('available_after').notNull(),
    reason: text('reason'),
    /** The shop's order a redemption paid. */
    orderId: uuid('order_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('voucher_movements_voucher_idx').on(table.voucherId, table.at)],
);
