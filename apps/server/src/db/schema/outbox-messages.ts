import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail and SMS the product sends, written before delivery. With no SMTP server or
 * SMS gateway configured it is the local outbox that development and tests read.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The student a message concerns: his sheet lists the last 50 (spec §9). */
    studentId: uuid('student_id'),
    senderId: uuid('sender_id'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'local'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_created_at_idx').on(table.createdAt),
    index('outbox_messages_student_idx').on(table.studentId, table.createdAt),
  ],
);
