import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { studentMonitors, students } from '../../../db/schema';

/** How many students (not archived) each of the monitors manages, as their owner. */
export function findOwnedStudentCounts(db: Db, monitorIds: string[]) {
  if (monitorIds.length === 0) return Promise.resolve([]);
  return db
    .select({ monitorId: studentMonitors.monitorId, total: count() })
    .from(studentMonitors)
    .innerJoin(students, eq(students.id, studentMonitors.studentId))
    .where(
      and(
        inArray(studentMonitors.monitorId, monitorIds),
        eq(studentMonitors.access, 'owner'),
        isNull(students.archivedAt),
      ),
    )
    .groupBy(studentMonitors.monitorId);
}
