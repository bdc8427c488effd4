import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  linkRequests,
  studentComments,
  studentDrivingLicences,
  studentEvents,
  studentExams,
  studentMonitors,
  students,
  studentTasks,
} from '../../../db/schema';
import { studentSearchText } from '../core/student-search-text';

/** The school's record of a person: his login first, else his e-mail on a record without login. */
export async function findSchoolStudent(
  db: Db,
  schoolId: string,
  person: { userId: string | null; email: string },
): Promise<typeof students.$inferSelect | undefined> {
  const byEmail = and(isNull(students.userId), sql`lower(${students.email}) = ${person.email.toLowerCase()}`);
  const [row] = await db
    .select()
    .from(students)
    .where(
      and(eq(students.schoolId, schoolId), person.userId ? or(eq(students.userId, person.userId), byEmail) : byEmail),
    )
    .orderBy(sql`${students.userId} is null`, students.createdAt)
    .limit(1);
  return row;
}

/** A student record as a connection creates it: names and e-mail, the rest completed by the monitor. */
export async function insertLinkedStudent(
  db: Db,
  values: {
    schoolId: string;
    userId: string | null;
    name: string;
    firstname: string;
    email: string;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(students)
    .values({
      ...values,
      searchText: studentSearchText({ ...values, faber: null, mobile: null }),
    })
    .returning({ id: students.id });
  if (!row) throw new Error('student not written');
  return row.id;
}

/** Gives the record its login, unless it already has one. */
export function setStudentLogin(db: Db, studentId: string, userId: string) {
  return db
    .update(students)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(students.id, studentId), isNull(students.userId)));
}

export async function hasOwner(db: Db, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ monitorId: studentMonitors.monitorId })
    .from(studentMonitors)
    .where(and(eq(studentMonitors.studentId, studentId), eq(studentMonitors.access, 'owner')));
  return row !== undefined;
}

export function insertLink(db: Db, values: typeof studentMonitors.$inferInsert) {
  return db.insert(studentMonitors).values(values);
}

export function activateLink(db: Db, studentId: string, monitorId: string) {
  return db
    .update(studentMonitors)
    .set({ status: 'active' })
    .where(and(eq(studentMonitors.studentId, studentId), eq(studentMonitors.monitorId, monitorId)));
}

export function deletePendingLink(db: Db, studentId: string, monitorId: string) {
  return db
    .delete(studentMonitors)
    .where(
      and(
        eq(studentMonitors.studentId, studentId),
        eq(studentMonitors.monitorId, monitorId),
        eq(studentMonitors.status, 'pending'),
      ),
    );
}

/** Whether the student (his login) is already actively linked to the monitor at the monitor's school. */
export async function isActivelyLinked(db: Db, userId: string, monitorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(studentMonitors, eq(studentMonitors.studentId, students.id))
    .where(
      and(eq(students.userId, userId), eq(studentMonitors.monitorId, monitorId), eq(studentMonitors.status, 'active')),
    )
    .limit(1);
  return row !== undefined;
}

export function insertStudentEvent(db: Db, values: typeof studentEvents.$inferInsert) {
  return db.insert(studentEvents).values(values);
}

/**
 * Whether a record an invitation created is left with nothing once the invitation is refused:
 * no login, no monitor, no other request, no exam, task, comment or licence.
 */
export async function isInvitationLeftover(db: Db, studentId: string, requestId: string): Promise<boolean> {
  const none = (table: SQL) => sql`not exists (select 1 from ${table} where student_id = ${students.id})`;
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.id, studentId),
        isNull(students.userId),
        sql`exists (select 1 from ${studentEvents} where ${studentEvents.studentId} = ${students.id} and ${studentEvents.action} = 'created' and ${studentEvents.details}->>'linkRequestId' = ${requestId})`,
        none(sql`${studentMonitors}`),
        none(sql`${studentExams}`),
        none(sql`${studentTasks}`),
        none(sql`${studentComments}`),
        none(sql`${studentDrivingLicences}`),
        sql`not exists (select 1 from ${linkRequests} where ${linkRequests.studentId} = ${students.id} and ${linkRequests.id} <> ${requestId})`,
      ),
    );
  return row !== undefined;
}

export function deleteStudent(db: Db, studentId: string) {
  return db.delete(students).where(eq(students.id, studentId));
}
