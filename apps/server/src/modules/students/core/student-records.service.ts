import type { Db } from '../../../db/client';
import { insertStudentEvent } from './student-events.repo';

/** Adds an entry to a student's history (what another area did to him: booked, paid, …). */
export async function recordStudentEvent(db: Db, event: Parameters<typeof insertStudentEvent>[1]): Promise<void> {
  await insertStudentEvent(db, event);
}
