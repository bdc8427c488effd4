import { DEFAULT_PAYMENT_TERM_DAYS, LESSON_INVOICE_STATUSES, PAYMENT_METHODS } from '@ds/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './identity';
import { students } from './students';

/**
 * A student's unpaid lessons grouped into one QR-bill invoice (issue 26 §3), numbered in the
 * seller's invoice series (`invoice_counters`: school id, or the monitor's id without a school).
 * Its lessons point to it (`lessons.invoice_id`); the total is theirs, frozen when issued.
 * Paying it pays them; reminders are counted so each is sent once.
 */
export const lessonInvoices = pgTable(
  'lesson_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    series: text('series').notNull(),
    number: text('number').notNull(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'restrict' }),
    /** The monitor whose lessons it bills. */
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    total: integer('total').notNull(),
    status: text('status', { enum: LESSON_INVOICE_STATUSES }).notNull().default('open'),
    paidOn: date('paid_on'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /** Reminders sent so far: the next is the one at this index of the seller's reminder days. */
    remindersSent: integer('reminders_sent').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lesson_invoices_series_number_idx').on(table.series, table.number),
    index('lesson_invoices_school_idx').on(table.schoolId, table.status),
    index('lesson_invoices_monitor_idx').on(table.monitorId, table.status),
    index('lesson_invoices_student_idx').on(table.studentId),
    check('lesson_invoices_total_positive', sql`${table.total} > 0`),
    check(
      'lesson_invoices_paid_has_date',
      sql`(${table.status} = 'paid') = (${table.paidOn} is not null and ${table.paymentMethod} is not null)`,
    ),
  ],
);

/**
 * A seller's billing terms (series as in `invoice_counters`: a school, or a monitor without one):
 * the days an invoice gives to pay, and after its due date the days at which reminders go out.
 */
export const accountingSettings = pgTable(
  'accounting_settings',
  {
    series: text('series').primaryKey(),
    paymentTermDays: integer('payment_term_days').notNull().default(DEFAULT_PAYMENT_TERM_DAYS),
    reminderDays: integer('reminder_days').array().notNull().default(sql`'{10,30}'::integer[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('accounting_settings_term', sql`${table.paymentTermDays} between 0 and 120`)],
);

/**
 * Something a student owes that is no lesson given (issue 30 §3: a lesson cancelled too late):
 * listed among his open bills until paid, or dropped when the monitor waives it. `source` names
 * what caused it (`late_cancellation:<booking id>`), once.
 */
export const studentCharges = pgTable(
  'student_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'restrict' }),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    source: text('source').notNull(),
    /** The Swiss day it is owed from. */
    chargedOn: date('charged_on').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    paidOn: date('paid_on'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('student_charges_source_key').on(table.source),
    index('student_charges_monitor_idx').on(table.monitorId, table.paidOn),
    index('student_charges_student_idx').on(table.studentId),
    check('student_charges_amount_positive', sql`${table.amount} > 0`),
    check('student_charges_paid_has_method', sql`(${table.paidOn} is null) = (${table.paymentMethod} is null)`),
  ],
);
