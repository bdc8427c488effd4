import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { examiners, studentEvents, studentExams, studentMonitors, students } from '../../../db/schema';

/** The students of a school a monitor manages (owns). */
export async function findManagedStudentIds(db: Db, schoolId: string, monitorId: string): Promise<string[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(studentMonitors, eq(studentMonitors.studentId, students.id))
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(studentMonitors.monitorId, monitorId),
        eq(studentMonitors.access, 'owner'),
      ),
    );
  return rows.map((row) => row.id);
}

/** The monitor's links to students of a school that he does not own (shares, pending invitations). */
export function deleteOtherLinksOf(db: Db, schoolId: string, monitorId: string) {
  const ofSchool = db.select({ id: students.id }).from(students).where(eq(students.schoolId, schoolId));
  return db
    .delete(studentMonitors)
    .where(
      and(
        eq(studentMonitors.monitorId, monitorId),
        ne(studentMonitors.access, 'owner'),
        inArray(studentMonitors.studentId, ofSchool),
      ),
    );
}

/** Every link to these students but the monitor's own. */
export function deleteLinksOfOthers(db: Db, studentIds: string[], monitorId: string) {
  return db
    .delete(studentMonitors)
    .where(and(inArray(studentMonitors.studentId, studentIds), ne(studentMonitors.monitorId, monitorId)));
}

/** The owner links of these students move from one monitor to another (whose shares of them go first). */
export async function moveOwnerLinks(db: Db, studentIds: string[], fromId: string, toId: string): Promise<void> {
  await db
    .delete(studentMonitors)
    .where(and(inArray(studentMonitors.studentId, studentIds), eq(studentMonitors.monitorId, toId)));
  await db
    .update(studentMonitors)
    .set({ monitorId: toId })
    .where(and(inArray(studentMonitors.studentId, studentIds), eq(studentMonitors.monitorId, fromId)));
}

/**
 * Moves students to another school with the examiners their exams name (copied into it once,
 * by name), so nothing of theirs points at the school they left.
 */
export async function moveStudentsToSchool(db: Db, studentIds: string[], toSchoolId: string): Promise<void> {
  const named = await db
    .selectDistinct({ id: examiners.id, name: examiners.name, active: examiners.active })
    .from(examiners)
    .innerJoin(studentExams, eq(studentExams.examinerId, examiners.id))
    .where(inArray(studentExams.studentId, studentIds));
  for (const examiner of named) {
    const [copy] = await db
      .insert(examiners)
      .values({ schoolId: toSchoolId, name: examiner.name, active: examiner.active })
      .returning({ id: examiners.id });
    await db
      .update(studentExams)
      .set({ examinerId: copy?.id })
      .where(and(inArray(studentExams.studentId, studentIds), eq(studentExams.examinerId, examiner.id)));
  }
  await db
    .update(students)
    .set({ schoolId: toSchoolId, updatedAt: sql`now()` })
    .where(inArray(students.id, studentIds));
}

export async function insertStudentEvents(db: Db, events: (typeof studentEvents.$inferInsert)[]): Promise<void> {
  if (events.length > 0) await db.insert(studentEvents).values(events);
}
