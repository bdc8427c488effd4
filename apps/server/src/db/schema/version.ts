import { integer } from 'drizzle-orm/pg-core';

/**
 * Optimistic concurrency: raised by every change of what the record's replace writes; a replace
 * names the version it read and is written only if it still holds (`db/versioned-update.ts`).
 */
export const versionColumn = () => integer('version').notNull().default(1);
