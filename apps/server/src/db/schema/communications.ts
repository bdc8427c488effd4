import { MAIL_ACCOUNTS, MAIL_SECURITY, MESSAGE_KINDS, MESSAGE_STATUSES, SMS_ACCOUNTS } from '@ds/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { schools, users } from './identity';
import { students } from './students';
import { versionColumn } from './version';

/**
 * A monitor's communication settings (spec §3): what goes to his students and how. Mail goes
 * through his own SMTP account, his Microsoft account, or the product's; SMS through his own
 * ASPSMS account or the product's gateway against his school's credits. Passwords and tokens
 * are sealed (lib/secrets).
 */
export const communicationSettings = pgTable('communication_settings', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  whatsappLink: boolean('whatsapp_link').notNull().default(false),
  confirmEmail: boolean('confirm_email').notNull().default(true),
  confirmSms: boolean('confirm_sms').notNull().default(false),
  remindEmail: boolean('remind_email').notNull().default(true),
  remindEmailDays: integer('remind_email_days').notNull().default(1),
  remindSms: boolean('remind_sms').notNull().default(false),
  remindSmsDays: integer('remind_sms_days').notNull().default(1),
  defaultLessonPriceCentimes: integer('default_lesson_price_centimes'),
  senderName: text('sender_name'),
  /** Where students' answers go (Reply-To), and the From of the monitor's own accounts. */
  senderAddress: text('sender_address'),
  mailAccount: text('mail_account', { enum: MAIL_ACCOUNTS }).notNull().default('product'),
  smtpHost: text('smtp_host'),
  smtpPort: integer('smtp_port'),
  smtpSecurity: text('smtp_security', { enum: MAIL_SECURITY }),
  smtpUser: text('smtp_user'),
  smtpPasswordSealed: text('smtp_password_sealed'),
  imapHost: text('imap_host'),
  imapPort: integer('imap_port'),
  imapSecurity: text('imap_security', { enum: MAIL_SECURITY }),
  imapUser: text('imap_user'),
  imapPasswordSealed: text('imap_password_sealed'),
  microsoftAddress: text('microsoft_address'),
  microsoftRefreshTokenSealed: text('microsoft_refresh_token_sealed'),
  smsAccount: text('sms_account', { enum: SMS_ACCOUNTS }).notNull().default('product'),
  smsUserKey: text('sms_user_key'),
  smsPasswordSealed: text('sms_password_sealed'),
  smsOriginator: text('sms_originator'),
  version: versionColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Appointments whose students may need a confirmation, a new reminder or a cancelled one:
 * written by a trigger in the transaction of every change to an appointment or its students
 * (migration 0020), whatever path wrote it, and emptied by the planning job.
 */
export const appointmentNoticeQueue = pgTable('appointment_notice_queue', {
  appointmentId: uuid('appointment_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What each student of an appointment was last told of it: the planner compares it with the
 * appointment to know whether it was booked, moved or cancelled since.
 */
export const appointmentNotices = pgTable(
  'appointment_notices',
  {
    appointmentId: uuid('appointment_id').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** What a cancellation names once the appointment is gone: its monitor, school and lesson. */
    monitorId: uuid('monitor_id').notNull(),
    schoolId: uuid('school_id'),
    lesson: text('lesson').notNull(),
    location: text('location'),
    /** The course's confirmation choice (none without a course): a cancellation follows it once the appointment is gone. */
    confirmations: jsonb('confirmations').$type<{ email: boolean; sms: boolean }>(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.appointmentId, table.studentId] })],
);

/**
 * Monthly SMS credits of a payer (a school, or a monitor without one), in hundredths of a
 * credit: the month's allowance from the licences is used first, then the packs bought.
 */
export const smsCreditAccounts = pgTable('sms_credit_accounts', {
  payerId: uuid('payer_id').primaryKey(),
  /** The month (YYYY-MM, Zurich) `allowance_used` counts. */
  period: text('period').notNull(),
  allowanceUsed: integer('allowance_used').notNull().default(0),
  packBalance: integer('pack_balance').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const smsCreditEntries = pgTable(
  'sms_credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payerId: uuid('payer_id').notNull(),
    /** `offer`: credits the product administrator gave, with his reason. */
    kind: text('kind', { enum: ['message', 'pack', 'refund', 'offer'] }).notNull(),
    /** Hundredths of a credit: negative for a message, positive for a pack, a refund or an offer. */
    amount: integer('amount').notNull(),
    messageId: uuid('message_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_credit_entries_payer_idx').on(table.payerId, table.createdAt),
    uniqueIndex('sms_credit_entries_message_key')
      .on(table.messageId, table.kind)
      .where(sql`${table.messageId} is not null`),
  ],
);

/**
 * Every e-mail and SMS the product sends, the communication log of spec §3 and the outbox of the
 * sending jobs at once: a row is written in the transaction that calls for the message, then a
 * job delivers it. `dedupe_key` (appointment × template × channel × planned time for a
 * reminder) makes planning the same message twice a no-op.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** Whose log it belongs to and whose accounts send it; none for the product's own mails. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    language: text('language'),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    /** No foreign key: the log keeps naming an appointment deleted since. */
    appointmentId: uuid('appointment_id'),
    plannedAt: timestamp('planned_at', { withTimezone: true }).notNull().defaultNow(),
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull(),
    /** Why it failed or was refused: a stable code (auth, connection, no_credit, …). */
    failure: text('failure'),
    /** Which way it went: the product's, the monitor's SMTP, Microsoft, ASPSMS, or the local outbox. */
    via: text('via'),
    attempts: integer('attempts').notNull().default(0),
    /** Hundredths of an SMS credit charged. */
    credits: integer('credits'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('messages_dedupe_key').on(table.dedupeKey),
    index('messages_owner_created_idx').on(table.ownerId, table.createdAt),
    index('messages_school_created_idx').on(table.schoolId, table.createdAt),
    index('messages_student_created_idx').on(table.studentId, table.createdAt),
    index('messages_appointment_idx').on(table.appointmentId),
    index('messages_planned_idx').on(table.plannedAt).where(sql`${table.status} = 'planned'`),
  ],
);

/**
 * Files a product mail carries (a subscription's invoice PDF), named in the transaction that
 * writes the message and made by its delivery from the record (`kind`, `record_id`): the request
 * that calls for the mail never waits for a PDF to be drawn.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** Which maker draws it (`subscription-invoice`), registered by the app. */
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
  },
  (table) => [index('message_attachments_message_idx').on(table.messageId)],
);
