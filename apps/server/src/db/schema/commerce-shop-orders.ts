import { type PostalAddress, SHOP_ORDER_STATUSES, SHOP_PAYMENT_MODES } from '@ds/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { vouchers } from './commerce';
import { articles } from './commerce-articles';
import { schools, users } from './identity';
import { resources } from './resources';

/**
 * The shop's orders (spec §3 Sale or order): one article of a seller bought by a signed-in user or
 * by a visitor who gave his name and e-mail. Money in centimes, frozen when ordered: the unit price,
 * the VAT rate (null: the seller charges none), the total rounded to 5 centimes, what a voucher
 * paid and what was left to pay by card or invoice; the card fee once paid. Numbered in the
 * seller's invoice series (`invoice_counters`, seller = school id, or the monitor's id without a
 * school). Delivered once: `delivered_at` is set in the transaction that records the payment.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The seller's invoice series this number belongs to (school id, or the monitor's without one). */
    series: text('series').notNull(),
    number: text('number').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'restrict' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    /** Null for a buyer without an account. */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyerFirstname: text('buyer_firstname').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerLanguage: text('buyer_language').notNull(),
    /** The QR-bill's debtor, as the checkout took it. */
    buyerAddress: jsonb('buyer_address').$type<PostalAddress>(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** Basis points (810 = 8.1 %); null when the seller has no VAT number. */
    vatRate: integer('vat_rate'),
    subtotal: integer('subtotal').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    voucherAmount: integer('voucher_amount').notNull().default(0),
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'restrict' }),
    /** What was left to pay by card or invoice. */
    due: integer('due').notNull(),
    paymentMode: text('payment_mode', { enum: SHOP_PAYMENT_MODES }).notNull(),
    /** The school's preferential theory-exam price was applied (spec §9). */
    preferential: boolean('preferential').notNull().default(false),
    providerFee: integer('provider_fee').notNull().default(0),
    status: text('status', { enum: SHOP_ORDER_STATUSES }).notNull().default('awaiting_payment'),
    /** Digest of the token of the buyer's private purchase address (/purchase/:token). */
    accessTokenHash: text('access_token_hash').notNull().unique(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    paymentRecordedBy: uuid('payment_recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('shop_orders_series_number_idx').on(table.series, table.number),
    index('shop_orders_seller_idx').on(table.sellerId, table.createdAt),
    index('shop_orders_school_idx').on(table.schoolId, table.createdAt),
    index('shop_orders_buyer_idx').on(table.buyerId, table.createdAt),
    check(
      'shop_orders_money_adds_up',
      sql`${table.total} >= 0 and ${table.voucherAmount} >= 0 and ${table.due} = ${table.total} - ${table.voucherAmount}`,
    ),
    check('shop_orders_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** The resources an order delivered, frozen when it was paid (the article's list may change later). */
export const shopOrderResources = pgTable(
  'shop_order_resources',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.resourceId] }),
    index('shop_order_resources_resource_idx').on(table.resourceId),
  ],
);

/**
 * Theory-exam training licences (spec §9) an order issued: a code the buyer activates at the
 * theory-exam service (the integrations issue connects it), running `days` from its activation.
 */
export const theoryLicences = pgTable(
  'theory_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'restrict' }),
    code: text('code').notNull().unique(),
    days: integer('days').notNull(),
    holderId: uuid('holder_id').references(() => users.id, { onDelete: 'set null' }),
    holderEmail: text('holder_email').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Activation plus its days; the service's own end once it answered. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** What the theory-exam service last reported of the holder's training, when it reports it. */
    progressPercent: integer('progress_percent'),
    lastTrainedAt: timestamp('last_trained_at', { withTimezone: true }),
    progressReportedAt: timestamp('progress_reported_at', { withTimezone: true }),
  },
  (table) => [
    index('theory_licences_order_idx').on(table.orderId),
    index('theory_licences_holder_idx').on(table.holderId),
  ],
);

/** The gift vouchers an order of a voucher article issued (one per quantity). */
export const shopOrderVouchers = pgTable(
  'shop_order_vouchers',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'restrict' }),
    voucherId: uuid('voucher_id')
      .notNull()
      .unique()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.voucherId] })],
);
