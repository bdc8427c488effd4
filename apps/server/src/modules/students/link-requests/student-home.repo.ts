import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  appointmentStudents,
  appointments,
  calendars,
  examiners,
  schools,
  studentExams,
  studentMonitors,
  students,
  studentTasks,
  users,
} from '../../../db/schema';

/** The student records that are the user himself (one per school he learns with). */
function ownRecordIds(db: Db, userId: string) {
  return db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
}

/** The monitors actively linked to the user's records, with their school. */
export function findMyMonitors(db: Db, userId: string) {
  return db
    .selectDistinct({
      id: users.id,
      firstname: users.firstname,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      school: schools.name,
    })
    .from(studentMonitors)
    .innerJoin(users, eq(users.id, studentMonitors.monitorId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(and(inArray(studentMonitors.studentId, ownRecordIds(db, userId)), eq(studentMonitors.status, 'active')))
    .orderBy(asc(users.name), asc(users.firstname), asc(users.id));
}

/** The user's tasks not done yet, the soonest deadline first (no deadline last). */
export function findOpenTasks(db: Db, userId: string) {
  return db
    .select()
    .from(studentTasks)
    .where(and(inArray(studentTasks.studentId, ownRecordIds(db, userId)), isNull(studentTasks.doneAt)))
    .orderBy(sql`${studentTasks.dueDate} asc nulls last`, sql`${studentTasks.dueTime} asc nulls last`)
    .limit(100);
}

/** The user's exams by date (undated last), with their examiner. */
export function findExams(db: Db, userId: string) {
  return db
    .select({ exam: studentExams, examiner: examiners })
    .from(studentExams)
    .leftJoin(examiners, eq(examiners.id, studentExams.examinerId))
    .where(inArray(studentExams.studentId, ownRecordIds(db, userId)))
    .orderBy(sql`${studentExams.date} asc nulls last`, asc(studentExams.createdAt))
    .limit(100);
}

/** The user's coming lessons (appointments naming one of his records), with the calendar owner's name. */
export function findUpcomingLessons(db: Db, userId: string, now: Date) {
  return db
    .selectDistinct({
      id: appointments.id,
      title: appointments.title,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      monitor: sql<string | null>`${users.firstname} || ' ' || ${users.name}`,
    })
    .from(appointmentStudents)
    .innerJoin(appointments, eq(appointments.id, appointmentStudents.appointmentId))
    .innerJoin(calendars, eq(calendars.id, appointments.calendarId))
    .leftJoin(users, eq(users.id, calendars.ownerId))
    .where(and(inArray(appointmentStudents.studentId, ownRecordIds(db, userId)), gt(appointments.endsAt, now)))
    .orderBy(asc(appointments.startsAt))
    .limit(20);
}
