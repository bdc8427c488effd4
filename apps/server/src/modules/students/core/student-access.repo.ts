import type { StudentAccess } from '@ds/domain';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { studentMonitors, students } from '../../../db/schema';
import type { Actor } from '../../../kernel/actor';

export type StudentRow = typeof students.$inferSelect;

/** Who a scope is for: the actor, or placeholders for his ids in a prepared statement. */
export type ScopeActor = Pick<Actor, 'schoolHead'> & {
  userId: string | SQLWrapper;
  schoolId: string | SQLWrapper | null;
};

/** A student linked to the monitor (managed, shared or pending), correlated on the outer students row. */
export function linkedTo(monitorId: string | SQLWrapper): SQL {
  return sql`exists (select 1 from ${studentMonitors} where ${studentMonitors.studentId} = ${students.id} and ${studentMonitors.monitorId} = ${monitorId})`;
}

/**
 * The students an actor holds: the whole school for its head, otherwise those linked to him.
 * The list, the export and every sheet call use this one scope.
 */
export function heldStudentsScope(actor: ScopeActor): SQL | undefined {
  if (!actor.schoolId) return sql`false`;
  const ofSchool = eq(students.schoolId, actor.schoolId);
  return actor.schoolHead ? ofSchool : and(ofSchool, linkedTo(actor.userId));
}

/** The student and how the actor holds him; undefined when he does not (unknown id, other school). */
export async function findHeldStudent(
  db: Db,
  actor: Actor,
  studentId: string,
): Promise<{ student: StudentRow; access: StudentAccess } | undefined> {
  const [row] = await db
    .select({ student: students, access: studentMonitors.access })
    .from(students)
    .leftJoin(
      studentMonitors,
      and(eq(studentMonitors.studentId, students.id), eq(studentMonitors.monitorId, actor.userId)),
    )
    .where(and(eq(students.id, studentId), heldStudentsScope(actor)));
  if (!row) return undefined;
  // The head of the school manages every student of it, linked to him or not.
  return { student: row.student, access: actor.schoolHead ? 'owner' : (row.access ?? 'read') };
}

/** The student rows that are the actor himself (a student signed in reads only his own sheet). */
export function findOwnStudentRecords(db: Db, userId: string) {
  return db.select().from(students).where(eq(students.userId, userId));
}

/** Which of these student ids the actor holds (an appointment may only name those). */
export async function findHeldStudentIds(db: Db, actor: Actor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(and(inArray(students.id, ids), heldStudentsScope(actor)));
  return new Set(rows.map((row) => row.id));
}
