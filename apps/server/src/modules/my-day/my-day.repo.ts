import { and, asc, desc, eq, exists, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentStudents, appointments, calendars, students, studentTasks } from '../../db/schema';
import type { Actor } from '../auth/session.service';
import { heldStudentsScope } from '../students/student-access.repo';

/** Appointments of the calendars the user owns. */
const inOwnCalendars = (userId: string) =>
  exists(
    sql`(select 1 from ${calendars} where ${calendars.id} = ${appointments.calendarId} and ${calendars.ownerId} = ${userId})`,
  );
/** Appointments naming at least one student: lessons. */
const withStudent = exists(
  sql`(select 1 from ${appointmentStudents} where ${appointmentStudents.appointmentId} = ${appointments.id})`,
);

export function findOwnAppointmentsBetween(db: Db, userId: string, from: Date, to: Date) {
  return db
    .select()
    .from(appointments)
    .where(and(inOwnCalendars(userId), lt(appointments.startsAt, to), sql`${appointments.endsAt} > ${from}`))
    .orderBy(asc(appointments.startsAt));
}

/** The first lesson of the user's calendars starting between now and `until`. */
export async function findNextLesson(db: Db, userId: string, now: Date, until: Date) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(inOwnCalendars(userId), withStudent, gte(appointments.startsAt, now), lte(appointments.startsAt, until)))
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  return row;
}

/** Lessons of the user's calendars that are over and not paid, the latest first. */
export function findUnpaidLessons(db: Db, userId: string, now: Date, limit: number) {
  return db
    .select()
    .from(appointments)
    .where(and(inOwnCalendars(userId), withStudent, eq(appointments.paid, false), lte(appointments.endsAt, now)))
    .orderBy(desc(appointments.startsAt))
    .limit(limit);
}

/** Open tasks of the students the actor holds, due on `day` or before, the oldest deadline first. */
export function findTasksDue(db: Db, actor: Actor, day: string) {
  return db
    .select({
      id: studentTasks.id,
      description: studentTasks.description,
      dueDate: studentTasks.dueDate,
      dueTime: studentTasks.dueTime,
      student: { id: students.id, firstname: students.firstname, name: students.name },
    })
    .from(studentTasks)
    .innerJoin(students, eq(students.id, studentTasks.studentId))
    .where(and(heldStudentsScope(actor), isNull(studentTasks.doneAt), lte(studentTasks.dueDate, day)))
    .orderBy(asc(studentTasks.dueDate), sql`${studentTasks.dueTime} asc nulls first`)
    .limit(50);
}
