import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { schools, users } from './identity';

/** Security events (sign-ins, failures, access denials, credential changes), one row each. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure', 'denied'] }).notNull(),
    userId: uuid('user_id'),
    schoolId: uuid('school_id'),
    username: text('username'),
    ip: text('ip'),
    details: jsonb('details'),
  },
  (table) => [
    index('audit_events_user_id_idx').on(table.userId),
    index('audit_events_at_idx').on(table.at),
    index('audit_events_school_at_idx').on(table.schoolId, table.at),
  ],
);

/** Reference data: Swiss localities (official directory) and Liechtenstein, upserted at start. */
export const cities = pgTable(
  'cities',
  {
    country: text('country').notNull(),
    postcode: text('postcode').notNull(),
    name: text('name').notNull(),
    canton: text('canton'),
    /** Lower-cased, accent-free name for the name search. */
    searchName: text('search_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.country, table.postcode, table.name] }),
    index('cities_search_name_idx').on(table.country, table.searchName),
  ],
);

/** Product release notes (spec §3), reference data written by every start, not demo data. */
export const releaseNotes = pgTable('release_notes', {
  version: text('version').primaryKey(),
  releasedOn: date('released_on').notNull(),
  contentFr: text('content_fr').notNull(),
  contentDe: text('content_de').notNull(),
  contentIt: text('content_it').notNull(),
  contentEn: text('content_en').notNull(),
});

/**
 * Uploaded files. Small images of a record (access maps, logos) keep their bytes here, so a
 * backup of the database holds them; larger files (resources) live in the file store
 * (`kernel/file-store.ts`: disk or S3) under a random `storage_key`, with a WebP preview under
 * `thumbnail_key` for images. The type is the one sniffed from the content.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    content: bytea('content'),
    storageKey: text('storage_key').unique(),
    thumbnailKey: text('thumbnail_key'),
    sha256: text('sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stored_files_owner_idx').on(table.ownerId),
    check('stored_files_bytes_somewhere', sql`${table.content} is not null or ${table.storageKey} is not null`),
  ],
);
