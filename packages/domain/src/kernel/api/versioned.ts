import { z } from 'zod';

/**
 * Optimistic concurrency: an editable record answers its `version`, raised by every change of
 * what its replace writes; a replace names the version it was read at, and an older one is
 * refused (409 `stale_version`): someone changed the record meanwhile.
 */
/** The largest version a PostgreSQL `integer` column holds: a larger one is a 400, never a 500. */
export const VERSION_MAX = 2_147_483_647;

export const versionSchema = z.number().int().min(1).max(VERSION_MAX);

/** The field an answer adds to an editable record (`schema.extend(versionField)`). */
export const versionField = { version: versionSchema };

/** A replace: the record's fields, and the version they were read at. */
export function withVersion<T extends z.ZodType>(input: T) {
  return z.intersection(input, z.object(versionField));
}

export type Versioned<T> = T & { version: number };
