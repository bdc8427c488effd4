import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  appointmentNoticeQueue,
  appointmentNotices,
  appointmentStudents,
  appointments,
  calendars,
  courses,
  reminderTemplates,
  students,
  users,
} from '../../../db/schema';

/**
 * Takes up to `limit` queued appointments, locked until the transaction ends; another process
 * planning at the same time takes others (SKIP LOCKED).
 */
export async function takeQueuedAppointments(tx: Db, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: appointmentNoticeQueue.appointmentId })
    .from(appointmentNoticeQueue)
    .orderBy(appointmentNoticeQueue.queuedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

export function dequeueAppointments(tx: Db, ids: string[]) {
  return tx.delete(appointmentNoticeQueue).where(inArray(appointmentNoticeQueue.appointmentId, ids));
}

export function hasQueuedAppointments(db: Db) {
  return db
    .select({ one: sql<number>`1` })
    .from(appointmentNoticeQueue)
    .limit(1)
    .then((rows) => rows.length > 0);
}

/** The appointments with what a notice needs: the course, the monitor whose calendar holds it. */
export function findNoticeAppointments(tx: Db, ids: string[]) {
  return tx
    .select({
      id: appointments.id,
      schoolId: appointments.schoolId,
      monitorId: calendars.ownerId,
      title: appointments.title,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      allDay: appointments.allDay,
      location: appointments.location,
      description: appointments.description,
      courseLabel: courses.label,
      confirmations: courses.confirmations,
      emailReminderId: courses.emailReminderId,
      smsReminderId: courses.smsReminderId,
      calendarProvider: calendars.provider,
    })
    .from(appointments)
    .innerJoin(calendars, eq(calendars.id, appointments.calendarId))
    .leftJoin(courses, eq(courses.id, appointments.courseId))
    .where(inArray(appointments.id, ids));
}

/** What a notice needs of a student: his name, his addresses, his language. */
const noticeStudentColumns = {
  id: students.id,
  name: students.name,
  firstname: students.firstname,
  email: students.email,
  mobile: students.mobile,
  language: students.language,
};

export function findNoticeStudents(tx: Db, appointmentIds: string[]) {
  return tx
    .select({ appointmentId: appointmentStudents.appointmentId, ...noticeStudentColumns })
    .from(appointmentStudents)
    .innerJoin(students, eq(students.id, appointmentStudents.studentId))
    .where(inArray(appointmentStudents.appointmentId, appointmentIds));
}

export function findNoticesOf(tx: Db, appointmentIds: string[]) {
  return tx.select().from(appointmentNotices).where(inArray(appointmentNotices.appointmentId, appointmentIds));
}

export function findNoticeStudentsByIds(tx: Db, studentIds: string[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return tx.select(noticeStudentColumns).from(students).where(inArray(students.id, studentIds));
}

export function findMonitors(tx: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: users.id,
      schoolId: users.schoolId,
      firstname: users.firstname,
      name: users.name,
      mobile: users.mobile,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

export function findTemplates(tx: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(reminderTemplates).where(inArray(reminderTemplates.id, ids));
}

/** A monitor's default templates: the reminders of a booking without a course. */
export function findDefaultTemplates(tx: Db, ownerIds: string[]) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(reminderTemplates)
    .where(and(inArray(reminderTemplates.ownerId, ownerIds), eq(reminderTemplates.isDefault, true)));
}

export type Notice = typeof appointmentNotices.$inferSelect;

export async function saveNotice(tx: Db, notice: Omit<Notice, 'noticedAt'>) {
  const { appointmentId, studentId, ...values } = notice;
  await tx
    .insert(appointmentNotices)
    .values(notice)
    .onConflictDoUpdate({
      target: [appointmentNotices.appointmentId, appointmentNotices.studentId],
      set: { ...values, noticedAt: sql`now()` },
    });
}

export function deleteNotice(tx: Db, appointmentId: string, studentId: string) {
  return tx
    .delete(appointmentNotices)
    .where(and(eq(appointmentNotices.appointmentId, appointmentId), eq(appointmentNotices.studentId, studentId)));
}
