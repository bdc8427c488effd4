import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { signInCounters } from '../../../db/schema';

export interface CounterWindow {
  count: number;
  windowEndsAt: Date;
}

/**
 * Adds one to each counter, starting a new window of `windowMs` for a counter whose window
 * ended, and answers the new counts. One statement, keys in a fixed order so two concurrent
 * attempts never wait on each other's rows in opposite orders.
 */
export async function bumpCounters(
  db: Db,
  counters: { key: string; windowMs: number }[],
  now: Date,
): Promise<Map<string, CounterWindow>> {
  if (counters.length === 0) return new Map();
  const ordered = [...counters].sort((a, b) => (a.key < b.key ? -1 : 1));
  const windowEnded = sql`${signInCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(signInCounters)
    .values(ordered.map(({ key, windowMs }) => ({ key, count: 1, windowEndsAt: new Date(now.getTime() + windowMs) })))
    .onConflictDoUpdate({
      target: signInCounters.key,
      set: {
        count: sql`case when ${windowEnded} then 1 else ${signInCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${signInCounters.windowEndsAt} end`,
      },
    })
    .returning();
  return new Map(rows.map((row) => [row.key, { count: row.count, windowEndsAt: row.windowEndsAt }]));
}

/** The counters whose window is still open. */
export async function readCounters(db: Db, keys: string[], now: Date): Promise<Map<string, CounterWindow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(signInCounters)
    .where(and(inArray(signInCounters.key, keys), gt(signInCounters.windowEndsAt, now)));
  return new Map(rows.map((row) => [row.key, { count: row.count, windowEndsAt: row.windowEndsAt }]));
}

/** Starts (or restarts) a counter holding one for `windowMs`. */
export function setCounter(db: Db, key: string, windowMs: number, now: Date) {
  const windowEndsAt = new Date(now.getTime() + windowMs);
  return db
    .insert(signInCounters)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({ target: signInCounters.key, set: { count: 1, windowEndsAt } });
}

export function deleteCounters(db: Db, keys: string[]) {
  return db.delete(signInCounters).where(inArray(signInCounters.key, keys));
}

export function pruneCounters(db: Db, now: Date) {
  return db.delete(signInCounters).where(lt(signInCounters.windowEndsAt, now));
}
