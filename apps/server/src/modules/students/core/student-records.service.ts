import type { Db } from '../../../db/client';
import { insertStudentEvent } from './student-events.repo';
import { findSchoolMonitor } from './student-links.repo';

/** Adds an entry to a student's history (what another area did to him: booked, paid, …). */
export async function recordStudentEvent(db: Db, event: Parameters<typeof insertStudentEvent>[1]): Promise<void> {
  await insertStudentEvent(db, event);
}

/** A monitor of the school, or undefined when the id names no monitor of it. */
export const schoolMonitor = (db: Db, schoolId: string, monitorId: string) =>
  findSchoolMonitor(db, schoolId, monitorId);
