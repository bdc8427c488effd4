import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { versionColumn } from './version';

/**
 * A driving school (spec §3): the tenant every monitor, employee and student belongs to. Its
 * address is kept in the parts a Swiss QR-bill asks for (street and building number apart);
 * the billing address is null when it is the same.
 */
export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  street: text('street'),
  houseNumber: text('house_number'),
  postcode: text('postcode'),
  city: text('city'),
  country: text('country').notNull().default('CH'),
  billingStreet: text('billing_street'),
  billingHouseNumber: text('billing_house_number'),
  billingPostcode: text('billing_postcode'),
  billingCity: text('billing_city'),
  billingCountry: text('billing_country'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  /** CHE-xxx.xxx.xxx MWST, as written on invoices. */
  vatNumber: text('vat_number'),
  /** IBAN or QR-IBAN, compact, for the school's invoices. */
  iban: text('iban'),
  defaultLanguage: text('default_language').notNull().default('fr'),
  /** The school's logo in `stored_files`. */
  logoFileId: uuid('logo_file_id'),
  /** Two-letter canton code (public holidays of the slot picker); from the postcode when not set. */
  canton: text('canton'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: versionColumn(),
});

/** An account: the username is an e-mail, unique whatever its case; the password an argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** An administrator (head) of his driving school: its record, its members, every student of it. */
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
    /** His own app logo (spec §2, top bar and documents) in `stored_files`; the school's shows when null. */
    logoFileId: uuid('logo_file_id'),
    /** A photo of his driving licence (a learner's permit for a student) in `stored_files`. */
    licencePhotoFileId: uuid('licence_photo_file_id'),
    /** His chips on my day, in order; null: the defaults. */
    quickActions: text('quick_actions').array(),
    /** The configuration wizard's current step, and when it was finished or closed. */
    setupStep: text('setup_step').notNull().default('licence'),
    setupDoneAt: timestamp('setup_done_at', { withTimezone: true }),
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
    /** Blocked by the product administrator: no sign-in, no session, no phone sync until unblocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_school_id_idx').on(table.schoolId),
    uniqueIndex('users_faber_key').on(table.faber),
  ],
);

/**
 * A remembered device (autologin of spec §7). The client keeps `id` (autologinId) and a
 * token derived from the server key and `tokenSalt`; each use rotates the salt, and the
 * previous salt is kept to recognise a stolen, already-rotated token.
 */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenSalt: text('token_salt').notNull(),
    previousTokenSalt: text('previous_token_salt'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('remembered_devices_user_id_idx').on(table.userId)],
);

/** A signed-in session; only the SHA-256 of its bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    deviceId: uuid('device_id').references(() => rememberedDevices.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** The single-use prelogin challenge (token1); the token is derived from the server key and `id`. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('login_challenges_user_id_idx').on(table.userId)],
);

/**
 * Single-use e-mailed links: sign-up confirmation (`register`) and password reset (`reset`).
 * Only token hashes are stored; a reset also carries the hash of the SMS code sent to the
 * account's mobile, with its own expiry and attempt counter.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_id_idx').on(table.userId)],
);

/** One-time recovery codes of two-factor sign-in (hashes only). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/**
 * Sign-in attempt counters in fixed windows, shared by every server process
 * (sign-in-throttle.service.ts). `key` is an HMAC with the server key of what is counted
 * (channel, scope, account, address), so the table holds no e-mail address or IP in clear.
 * Rows whose window ended are pruned.
 */
export const signInCounters = pgTable(
  'sign_in_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * A licence key (XXXX-XXXX-XXXX-XXXX) granting modules for a number of days from its
 * activation. Status is derived: not yet activated, activated (until `endsAt`), expired.
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the key in capitals: what activation looks up; the key itself is never kept. */
    keyHash: text('key_hash').notNull().unique(),
    /** The key's last group, to tell licences apart on screen. */
    keyHint: text('key_hint').notNull(),
    modules: text('modules').array().notNull(),
    durationDays: integer('duration_days').notNull(),
    /** SMS the licence grants each month (spec §9: credits are monthly per licence). */
    monthlySms: integer('monthly_sms').notNull().default(0),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('licences_user_id_idx').on(table.userId)],
);

/**
 * What the daily licence round told a licence's holder, once each: its end 30 days and 7 days
 * ahead, and that it ended (spec §4 Licence: activated → expired).
 */
export const licenceNotices = pgTable(
  'licence_notices',
  {
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ends_in_30_days', 'ends_in_7_days', 'expired'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.licenceId, table.kind] })],
);

/**
 * An app-specific password for phone calendar sync (CalDAV over HTTP Basic): generated by the
 * server, shown once, revocable; only its SHA-256 is kept.
 */
export const appPasswords = pgTable(
  'app_passwords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('app_passwords_user_idx').on(table.userId),
    uniqueIndex('app_passwords_token_key').on(table.tokenHash),
  ],
);
