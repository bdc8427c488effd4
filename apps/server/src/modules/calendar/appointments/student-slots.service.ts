import type { Booking } from '@ds/domain';
import type { Db } from '../../../db/client';
import { mainCalendarOf } from '../calendars/main-calendar';
import { deleteAppointmentRow, insertAppointment } from './appointments.repo';
import { lockResources } from './availability.repo';
import { findBusyTimes, findSchoolCanton } from './free-slots.repo';
import { type PublicHoliday, publicHolidays } from './public-holidays';

/**
 * What the booking area needs of the calendar to let a student book a monitor's time
 * (issue 30): the monitor's work-day hours, what keeps him and the student busy, the canton's
 * holidays, and the appointment itself, written and removed.
 */
export interface MonitorDay {
  calendarId: string;
  workdayStart: string;
  workdayEnd: string;
}

/** The monitor's main calendar (created if he has none): his work-day hours, where bookings go. */
export async function monitorWorkday(db: Db, monitorId: string): Promise<MonitorDay> {
  const calendar = await mainCalendarOf(db, monitorId);
  return {
    calendarId: calendar.id,
    workdayStart: calendar.workdayStart.slice(0, 5),
    workdayEnd: calendar.workdayEnd.slice(0, 5),
  };
}

/** The monitor's appointments (every calendar of his, external copies included) and the student's, in [from, to). */
export function busyTimes(db: Db, monitorId: string, studentId: string, from: Date, to: Date): Promise<Booking[]> {
  return findBusyTimes(db, monitorId, studentId, from, to);
}

/** The public holidays of the school's canton between two Swiss days, named in `language`. */
export async function schoolHolidays(
  db: Db,
  schoolId: string | null,
  first: string,
  last: string,
  language: string,
): Promise<PublicHoliday[]> {
  return publicHolidays(await findSchoolCanton(db, schoolId), first, last, language);
}

/**
 * Holds the monitor's and the student's time until the transaction ends: a booking checks what
 * is free and writes under it, so a second booking of the same time waits and then sees the first.
 */
export function lockBookingParties(tx: Db, monitorId: string, studentId: string): Promise<void> {
  return lockResources(tx, [monitorId, studentId]);
}

export interface StudentLesson {
  monitorId: string;
  schoolId: string | null;
  calendarId: string;
  studentId: string;
  courseId: string;
  title: string;
  start: Date;
  end: Date;
  priceCentimes: number;
}

/**
 * The appointment of a lesson a student booked, in the monitor's calendar and owned by him, as if
 * he had booked it: his phone, my day and the student's confirmation and reminders follow from it.
 * The monitor's exclusion constraint refuses an overlap committed meanwhile.
 */
export async function writeStudentLesson(tx: Db, lesson: StudentLesson): Promise<string> {
  const row = await insertAppointment(
    tx,
    {
      ownerId: lesson.monitorId,
      schoolId: lesson.schoolId,
      calendarId: lesson.calendarId,
      title: lesson.title,
      startsAt: lesson.start,
      endsAt: lesson.end,
      courseId: lesson.courseId,
      priceCentimes: lesson.priceCentimes,
    },
    { infrastructureIds: [], vehicleIds: [], studentIds: [lesson.studentId] },
  );
  return row.id;
}

/** Removes a booked lesson's appointment: the student's cancellation notice follows from it. */
export function removeStudentLesson(tx: Db, appointmentId: string): Promise<void> {
  return deleteAppointmentRow(tx, appointmentId);
}
