import { date, pgTable, text } from 'drizzle-orm/pg-core';

/** Product release notes (spec §3), reference data written by every start, not demo data. */
export const releaseNotes = pgTable('release_notes', {
  version: text('version').primaryKey(),
  releasedOn: date('released_on').notNull(),
  contentFr: text('content_fr').notNull(),
  contentDe: text('content_de').notNull(),
  contentIt: text('content_it').notNull(),
  contentEn: text('content_en').notNull(),
});
