import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools';

/** An account: the username is an e-mail, unique whatever its case; the password an argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** The head of a driving school manages its employees and licences. */
    isSchoolHead: boolean('is_school_head').notNull().default(false),
    gender: text('gender'),
    firstname: text('firstname').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    /** A monitor's own FABER number (digits): an import's fourth column names him by it. */
    faber: text('faber'),
    address: text('address'),
    postcode: text('postcode'),
    city: text('city'),
    logo: text('logo'),
    language: text('language').notNull().default('fr'),
    trainingCardLevel: integer('training_card_level').notNull().default(2),
    /** When the monitor was given the default Swiss training cards (once: a card he deletes stays deleted). */
    defaultCardsGivenAt: timestamp('default_cards_given_at', { withTimezone: true }),
    /** Null until the sign-up link is followed. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** TOTP secret, encrypted at rest; enabled once confirmed with a first code. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** Time step of the last accepted code: a code works once. */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_school_id_idx').on(table.schoolId),
    uniqueIndex('users_faber_key').on(table.faber),
  ],
);
