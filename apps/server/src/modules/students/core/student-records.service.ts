import type { Db } from '../../../db/client';
import { findOwnedStudentCounts } from './student-counts.repo';
import { insertStudentEvent } from './student-events.repo';

/** Adds an entry to a student's history (what another area did to him: booked, paid, …). */
export async function recordStudentEvent(db: Db, event: Parameters<typeof insertStudentEvent>[1]): Promise<void> {
  await insertStudentEvent(db, event);
}

/** How many students (not archived) each monitor manages, by monitor id; absent: none. */
export async function ownedStudentCounts(db: Db, monitorIds: string[]): Promise<Map<string, number>> {
  const rows = await findOwnedStudentCounts(db, monitorIds);
  return new Map(rows.map((row) => [row.monitorId, row.total]));
}
