import type { Holding } from '@ds/domain';
import { and, asc, desc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, calendarShares, calendars, lessons, studentMonitors, students, users } from '../../db/schema';
import type { Actor } from '../actor';
import { calendarHolding, schoolWideHolding, seesWholeSchool, studentHolding } from './holding';

/**
 * The only queries of row-level access: which records an actor reaches, and how he holds them.
 * Services ask through `access.ts`; list queries of every area narrow with its scopes.
 */

export type StudentRow = typeof students.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;

/** A student the actor reaches, and how he holds him. */
export interface HeldStudent {
  student: StudentRow;
  access: Holding;
}

/** Who a scope is for: the actor, or placeholders for his ids in a prepared statement. */
export type ScopeActor = Pick<Actor, 'schoolHead' | 'employee'> & {
  userId: string | SQLWrapper;
  schoolId: string | SQLWrapper | null;
};

/** A student linked to the monitor (managed, shared or pending), correlated on the outer students row. */
function linkedTo(monitorId: string | SQLWrapper): SQL {
  return sql`exists (select 1 from ${studentMonitors} where ${studentMonitors.studentId} = ${students.id} and ${studentMonitors.monitorId} = ${monitorId})`;
}

/**
 * The students an actor holds, correlated on the outer students row: the whole school for its
 * head, otherwise those linked to him. Every read of students (the list, the export, the
 * sheet, my day's tasks) uses this one scope.
 */
export function heldStudentsScope(actor: ScopeActor): SQL | undefined {
  if (!actor.schoolId) return sql`false`;
  const ofSchool = eq(students.schoolId, actor.schoolId);
  return seesWholeSchool(actor) ? ofSchool : and(ofSchool, linkedTo(actor.userId));
}

/** How the actor holds the outer students row, given the column of his own link's access (left joined). */
export function studentHoldingSql(actor: ScopeActor, linkAccess: SQLWrapper): SQL {
  const wide = schoolWideHolding(actor);
  return wide === 'owner' ? sql`'owner'` : sql`coalesce(${linkAccess}, ${sql.raw(`'${wide ?? 'read'}'`)})`;
}

/**
 * For a statement prepared once per kind of actor: the kind (`owner_school`, `write_school`, `linked_none`, …)
 * and the actor with placeholders `userId` and `schoolId` for his ids.
 */
export function preparedScopeActor(actor: Actor): { shape: string; scope: ScopeActor } {
  return {
    shape: `${schoolWideHolding(actor) ?? 'linked'}_${actor.schoolId ? 'school' : 'none'}`,
    scope: {
      schoolHead: actor.schoolHead,
      employee: actor.employee,
      userId: sql.placeholder('userId'),
      schoolId: actor.schoolId ? sql.placeholder('schoolId') : null,
    },
  };
}

/** The students of `ids` the actor holds, and how; the others (unknown, another school's, not his) are left out. */
export async function findHeldStudents(db: Db, actor: Actor, ids: string[]): Promise<HeldStudent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ student: students, access: studentMonitors.access })
    .from(students)
    .leftJoin(
      studentMonitors,
      and(eq(studentMonitors.studentId, students.id), eq(studentMonitors.monitorId, actor.userId)),
    )
    .where(
      and(ids.length === 1 ? eq(students.id, ids[0] as string) : inArray(students.id, ids), heldStudentsScope(actor)),
    );
  return rows.map((row) => ({ student: row.student, access: studentHolding(actor, row.access) }));
}

/** The student rows that are the actor himself (a learner driver reads only his own sheet). */
export function findOwnStudentRecords(db: Db, userId: string) {
  return db.select().from(students).where(eq(students.userId, userId));
}

/** The lessons of `ids` whose student the actor holds, each with how he holds him. */
export async function findLessonsOfHeldStudents(
  db: Db,
  actor: Actor,
  ids: string[],
): Promise<{ lesson: LessonRow; access: Holding }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ lesson: lessons, access: studentMonitors.access })
    .from(lessons)
    .innerJoin(students, eq(students.id, lessons.studentId))
    .leftJoin(
      studentMonitors,
      and(eq(studentMonitors.studentId, students.id), eq(studentMonitors.monitorId, actor.userId)),
    )
    .where(and(inArray(lessons.id, ids), heldStudentsScope(actor)));
  return rows.map((row) => ({ lesson: row.lesson, access: studentHolding(actor, row.access) }));
}

/** Calendars the user owns or that are shared with him, correlated on the outer calendars row. */
export function visibleCalendarsScope(userId: string | SQLWrapper): SQL | undefined {
  return or(
    eq(calendars.ownerId, userId),
    sql`exists (select 1 from ${calendarShares} where ${calendarShares.calendarId} = ${calendars.id} and ${calendarShares.monitorId} = ${userId})`,
  );
}

const share = calendarShares;

/**
 * The calendars the user sees (optionally narrowed), his own first with the main one on top,
 * each with its owner and how he holds it.
 */
export async function findHeldCalendars(db: Db, userId: string, condition?: SQL) {
  const rows = await db
    .select({
      calendar: calendars,
      shareAccess: share.access,
      owner: { id: users.id, firstname: users.firstname, name: users.name },
    })
    .from(calendars)
    .innerJoin(users, eq(users.id, calendars.ownerId))
    .leftJoin(share, and(eq(share.calendarId, calendars.id), eq(share.monitorId, userId)))
    .where(and(visibleCalendarsScope(userId), condition))
    .orderBy(desc(sql`${calendars.ownerId} = ${userId}`), desc(calendars.main), asc(calendars.label));
  return rows.map(({ calendar, shareAccess, owner }) => ({
    calendar,
    owner,
    access: calendarHolding(userId, calendar.ownerId, shareAccess),
  }));
}

export type HeldCalendar = Awaited<ReturnType<typeof findHeldCalendars>>[number];

/** The calendars of `ids` the user sees, with how he holds each. */
export function findHeldCalendarsOf(db: Db, userId: string, ids: string[]): Promise<HeldCalendar[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return findHeldCalendars(
    db,
    userId,
    ids.length === 1 ? eq(calendars.id, ids[0] as string) : inArray(calendars.id, ids),
  );
}

/** The appointments of `ids` in a calendar the user sees (his own, or shared with him). */
export async function findVisibleAppointments(db: Db, userId: string, ids: string[]): Promise<AppointmentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ appointment: appointments })
    .from(appointments)
    .innerJoin(calendars, eq(calendars.id, appointments.calendarId))
    .where(
      and(
        ids.length === 1 ? eq(appointments.id, ids[0] as string) : inArray(appointments.id, ids),
        visibleCalendarsScope(userId),
      ),
    );
  return rows.map((row) => row.appointment);
}

/** A record a monitor may share with his school's employees (spec §6: courses now; articles and a credit card with the shop). */
export interface SharedWithEmployees {
  ownerId: SQLWrapper;
  schoolId: SQLWrapper;
  /** The owner's "available for employees" flag. */
  shared: SQLWrapper;
}

/**
 * The sharing model with employees, in one place: the actor's own records, and for an employee
 * whose access runs the records his school's monitors flagged for employees. A shared record is
 * read and used (booked, sold), never changed, by the employee.
 */
export function ownOrSharedScope(record: SharedWithEmployees, actor: Pick<Actor, 'userId' | 'schoolId' | 'employee'>) {
  const own = sql`${record.ownerId} = ${actor.userId}`;
  if (!actor.schoolId || !actor.employee?.active) return own;
  return or(own, and(sql`${record.schoolId} = ${actor.schoolId}`, sql`${record.shared} = true`));
}
