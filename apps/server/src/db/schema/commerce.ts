import { LICENCE_MODULES, ORDER_STATUSES, PLAN_PAYMENT_MODES, PLAN_ROLES } from '@ds/domain';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { licences, users } from './identity';
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

/** The last invoice number given each year, raised under a row lock (no gaps, no doubles). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

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
