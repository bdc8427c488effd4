import {
  type Appointment,
  type AppointmentInput,
  type AppointmentUpdateInput,
  type AppointmentWindowQuery,
  type Availability,
  type AvailabilityQuery,
  bookingDays,
  type Course,
  type CourseInput,
  toCentimes,
  toChf,
  withinCourseRange,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import { checkAccess, requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { requireRight } from '../../../kernel/rights';
import {
  MonitorBusyError,
  NotFoundError,
  OutsideCourseRangeError,
  ResourceUnavailableError,
  StaleVersionError,
  StudentBusyError,
  ValidationError,
} from '../../../lib/errors';
import { SerialisedJson } from '../../../lib/send-serialised';
import { presentCourse } from '../../catalogue';
import { recordStudentEvent } from '../../students';
import { mainCalendarOf } from '../calendars/main-calendar';
import { findAppointmentCounts } from './appointment-counts.repo';
import { appointmentPriceCentimes } from './appointment-price.service';
import type { WindowAnswerCache } from './appointment-window-cache';
import {
  type AppointmentDetails,
  deleteAppointmentRow,
  findAppointmentDetails,
  findAppointmentWindow,
  findStudentIdsOfAppointment,
  insertAppointment,
  markAppointmentPaid,
  type PresentedRow,
  updateAppointmentRow,
} from './appointments.repo';
import { lockResources } from './availability.repo';
import { busyStudents, resourceAvailability, type WantedResources } from './availability.service';
import { bookableResourceIds, findBookableCourse, findBookableCourses, findCourse } from './booking-scope.repo';
import { findLocationSuggestions } from './location-suggestions.repo';
import { isMonitorOverlap } from './monitor-overlap';
import { findMonitorClash } from './monitor-time.repo';

function presentRow(row: PresentedRow, details: AppointmentDetails | undefined): Appointment {
  const course = details?.course;
  const price = appointmentPriceCentimes(row, details);
  return {
    id: row.id,
    title: row.title,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    allDay: row.allDay,
    location: row.location,
    colour: row.colour,
    description: row.description,
    calendarId: row.calendarId,
    course: course
      ? {
          id: course.id,
          label: course.label,
          abbreviation: course.abbreviation,
          icon: course.icon as CourseInput['icon'],
          colour: course.colour,
          disabled: course.disabled,
        }
      : null,
    infrastructures: details?.infrastructures ?? [],
    vehicles: details?.vehicles ?? [],
    students: details?.students ?? [],
    paid: row.paid,
    price: price === null ? null : toChf(price),
    priceOverridden: row.priceCentimes !== null,
    series: details?.series ?? null,
    allowOverlap: row.allowOverlap,
    version: row.version,
  };
}

/** The appointments as answered, in the given order, with their details read already. */
export function presentWithDetails(rows: PresentedRow[], details: Map<string, AppointmentDetails>): Appointment[] {
  return rows.map((row) => presentRow(row, details.get(row.id)));
}

/** The appointments as answered, in the given order: one query reads the details of the whole list. */
export async function presentAppointments(db: Db, rows: PresentedRow[]): Promise<Appointment[]> {
  return presentWithDetails(rows, await findAppointmentDetails(db, rows));
}

export async function present(db: Db, row: PresentedRow): Promise<Appointment> {
  const [appointment] = await presentAppointments(db, [row]);
  if (!appointment) throw new Error('appointment not presented');
  return appointment;
}

/** Every id must be an infrastructure or vehicle of the actor's school; foreign ones are refused by name. */
export async function assertBookable(db: Db, actor: Actor, wanted: WantedResources): Promise<void> {
  const allowed = await bookableResourceIds(db, actor, wanted);
  const unknown = [
    ...wanted.infrastructureIds
      .map((id, index) => ({ id, field: `body.infrastructureIds.${index}` }))
      .filter(({ id }) => !allowed.infrastructureIds.has(id)),
    ...wanted.vehicleIds
      .map((id, index) => ({ id, field: `body.vehicleIds.${index}` }))
      .filter(({ id }) => !allowed.vehicleIds.has(id)),
  ];
  if (unknown.length > 0) {
    throw new ValidationError(
      unknown.map(({ field }) => ({ field, rule: 'unknown_reference', message: 'is not one of your school’s' })),
    );
  }
}

/** The students must be ones the actor holds; others are refused by position, like foreign resources. */
export async function assertStudentsHeld(
  db: Db,
  actor: Actor,
  studentIds: string[],
  fieldOf = (index: number) => `body.studentIds.${index}`,
): Promise<void> {
  const held = await checkAccess(db, actor, 'student.read', studentIds);
  const unknown = studentIds.map((id, index) => ({ id, field: fieldOf(index) })).filter(({ id }) => !held.has(id));
  if (unknown.length > 0) {
    throw new ValidationError(
      unknown.map(({ field }) => ({ field, rule: 'unknown_reference', message: 'is not one of your students' })),
    );
  }
}

/**
 * The calendar a booking goes into: the one named, which the actor must be able to write (his
 * own or shared read-write), else his main calendar, created if he has none yet.
 */
async function bookingCalendar(
  db: Db,
  actor: Actor,
  calendarId: string | null,
): Promise<{ id: string; ownerId: string }> {
  if (calendarId) return (await requireAccess(db, actor, 'calendar.book', calendarId)).calendar;
  return mainCalendarOf(db, actor.userId);
}

/**
 * The course must be bookable (an appointment keeping its course may keep a disabled one), its
 * dates must hold the appointment, a personal course needs a student and a course takes at most
 * its maximum participants (spec §5).
 */
async function assertCourseAllows(
  db: Db,
  actor: Actor,
  booking: PreparedBooking,
  keptCourseId: string | null,
): Promise<void> {
  const { courseId, start, end, allDay, studentIds } = booking;
  if (!courseId) return;
  const course =
    courseId === keptCourseId ? await findCourse(db, courseId) : await findBookableCourse(db, actor, courseId);
  if (!course) {
    throw new ValidationError([{ field: 'body.courseId', rule: 'unknown_reference', message: 'is not bookable' }]);
  }
  if (!withinCourseRange(bookingDays({ start, end, allDay }), course)) {
    throw new OutsideCourseRangeError({ startDate: course.startDate, endDate: course.endDate });
  }
  if (course.individual && studentIds.length === 0) {
    throw new ValidationError([
      { field: 'body.studentIds', rule: 'student_required', message: 'a personal course needs a student' },
    ]);
  }
  if (course.maxParticipants !== null && studentIds.length > course.maxParticipants) {
    throw new ValidationError([
      {
        field: 'body.studentIds',
        rule: 'course_full',
        message: `at most ${course.maxParticipants} participants`,
      },
    ]);
  }
}

export interface PreparedBooking {
  calendarId: string;
  /** Whose time it takes: the owner of the calendar (a writable calendar is never an external copy). */
  monitorId: string;
  /** An intended overlap: the monitor's other appointments at that time do not refuse it. */
  allowOverlap: boolean;
  courseId: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
  resources: WantedResources;
  studentIds: string[];
}

/**
 * Every check that needs no lock: an employee's right to create sessions (spec §6), calendar,
 * course rules, the school's resources, the actor's students. Bookings, changes, series, copies
 * and a phone's CalDAV writes all pass here.
 */
export async function prepareBooking(
  db: Db,
  actor: Actor,
  input: AppointmentInput,
  current?: { calendarId: string; courseId: string | null },
): Promise<PreparedBooking> {
  requireRight(actor, 'createAppointments');
  const calendar = await bookingCalendar(db, actor, input.calendarId ?? current?.calendarId ?? null);
  const booking: PreparedBooking = {
    calendarId: calendar.id,
    monitorId: calendar.ownerId,
    allowOverlap: input.allowOverlap,
    courseId: input.courseId,
    start: new Date(input.start),
    end: new Date(input.end),
    allDay: input.allDay,
    resources: {
      infrastructureIds: [...new Set(input.infrastructureIds)],
      vehicleIds: [...new Set(input.vehicleIds)],
    },
    studentIds: [...new Set(input.studentIds)],
  };
  await assertCourseAllows(db, actor, booking, current?.courseId ?? null);
  await assertBookable(db, actor, booking.resources);
  await assertStudentsHeld(db, actor, booking.studentIds);
  return booking;
}

/**
 * The appointment of the monitor's time a timed booking would overlap (none for an all-day one
 * or an intended overlap): the exclusion constraint's rule, asked first to name the clash.
 */
function monitorClash(db: Db, actor: Actor, booking: PreparedBooking, except: string[]) {
  if (booking.allDay || booking.allowOverlap) return undefined;
  return findMonitorClash(db, booking.monitorId, booking, except, actor.userId);
}

/**
 * Under per-resource and per-student locks: whoever locks first checks and writes; the other
 * then sees that booking. A student is never in two appointments at once; nor is the monitor,
 * whose time the database itself keeps apart (see writeBookings). `except` are the appointments
 * being changed (a series moves its occurrences together).
 */
export async function lockFreeResources(
  tx: Db,
  actor: Actor,
  booking: PreparedBooking,
  except: string[] = [],
): Promise<void> {
  const { resources, start, end, allDay, studentIds } = booking;
  await lockResources(tx, [...resources.infrastructureIds, ...resources.vehicleIds, ...studentIds]);
  const availability = await resourceAvailability(tx, resources, { start, end, allDay }, except);
  if (!availability.free) throw new ResourceUnavailableError(availability);
  const busy = await busyStudents(tx, studentIds, { start, end, allDay }, except);
  if (busy.length > 0) throw new StudentBusyError(busy);
  const clash = await monitorClash(tx, actor, booking, except);
  if (clash) throw new MonitorBusyError(clash);
}

/**
 * Runs the writes of `bookings` in one transaction. The monitor's exclusion constraint refuses,
 * at commit, an overlap the check could not see: a booking of the same time committed meanwhile,
 * from this process or another one. It is answered like the check's refusal, naming the clash,
 * which is committed by then.
 */
export async function writeBookings<T>(
  db: Db,
  actor: Actor,
  bookings: PreparedBooking[],
  except: string[],
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (!isMonitorOverlap(error)) throw error;
    for (const booking of bookings) {
      const clash = await monitorClash(db, actor, booking, except);
      if (clash) throw new MonitorBusyError(clash);
    }
    throw new MonitorBusyError(null);
  }
}

export function appointmentValues(input: AppointmentInput, booking: PreparedBooking) {
  return {
    calendarId: booking.calendarId,
    title: input.title,
    startsAt: booking.start,
    endsAt: booking.end,
    allDay: input.allDay,
    location: input.location,
    colour: input.colour,
    description: input.description,
    courseId: input.courseId,
    paid: input.paid,
    priceCentimes: input.price === null ? null : toCentimes(input.price),
    allowOverlap: input.allowOverlap,
  };
}

/**
 * Books an appointment: the course must be bookable and its dates respected, the resources
 * must be the school's and free. The check and the write happen under per-resource locks in
 * one transaction, so two bookings of the same slot cannot both pass.
 */
export async function createAppointment(
  db: Db,
  actor: Actor,
  input: AppointmentInput,
  /** A phone's CalDAV resource name and iCalendar UID (phone sync); both derive from the id otherwise. */
  dav?: { davName: string; icalUid: string },
): Promise<Appointment> {
  const booking = await prepareBooking(db, actor, input);
  const row = await writeBookings(db, actor, [booking], [], async (tx) => {
    await lockFreeResources(tx, actor, booking);
    return insertAppointment(
      tx,
      { ownerId: actor.userId, schoolId: actor.schoolId, ...appointmentValues(input, booking), ...dav },
      { ...booking.resources, studentIds: booking.studentIds },
    );
  });
  return present(db, row);
}

/**
 * Changes an appointment with the same rules as a booking. The change names the version it
 * was read at: if the appointment changed since, nothing is written (409 `stale_version`).
 */
export async function updateAppointment(
  db: Db,
  actor: Actor,
  id: string,
  input: AppointmentUpdateInput,
): Promise<Appointment> {
  const current = await requireAccess(db, actor, 'appointment.write', id);
  const booking = await prepareBooking(db, actor, input, current);
  const row = await writeBookings(db, actor, [booking], [id], async (tx) => {
    await lockFreeResources(tx, actor, booking, [id]);
    const updated = await updateAppointmentRow(tx, id, input.version, appointmentValues(input, booking), {
      ...booking.resources,
      studentIds: booking.studentIds,
    });
    if (!updated) throw new StaleVersionError();
    return updated;
  });
  return present(db, row);
}

/**
 * Marks an appointment paid or not (my day, or the student sheet settling an unpaid lesson);
 * each of its students' audit trails records it.
 */
export async function setAppointmentPaid(db: Db, actor: Actor, id: string, paid: boolean): Promise<Appointment> {
  await requireAccess(db, actor, 'appointment.write', id);
  const row = await db.transaction(async (tx) => {
    const updated = await markAppointmentPaid(tx, id, paid);
    if (!updated) return undefined;
    const details = {
      lessonStart: updated.startsAt.toISOString(),
      title: updated.title,
      payment: paid ? 'paid' : 'unpaid',
    };
    for (const studentId of await findStudentIdsOfAppointment(tx, id)) {
      await recordStudentEvent(tx, { studentId, actorId: actor.userId, action: 'lessonPayment', details });
    }
    return updated;
  });
  if (!row) throw new NotFoundError('No such appointment');
  return present(db, row);
}

export async function deleteAppointment(db: Db, actor: Actor, id: string): Promise<void> {
  requireRight(actor, 'createAppointments');
  await requireAccess(db, actor, 'appointment.write', id);
  await deleteAppointmentRow(db, id);
}

export async function getAppointment(db: Db, actor: Actor, id: string): Promise<Appointment> {
  return present(db, await requireAccess(db, actor, 'appointment.read', id));
}

/**
 * The appointments of the calendars the actor sees (or of those he asks for among them) in the
 * window, with their details: one query, whatever their number.
 */
/**
 * GET /api/appointments serialised: `{ data: Appointment[] }` of the window, reused from `cache`
 * while nothing it shows has changed.
 */
export function listAppointments(
  db: Db,
  actor: Actor,
  window: AppointmentWindowQuery,
  cache: WindowAnswerCache,
): Promise<SerialisedJson> {
  const key = {
    userId: actor.userId,
    calendarIds: window.calendarIds ?? null,
    from: new Date(window.from),
    to: new Date(window.to),
  };
  return cache.answer(db, key, async () => {
    const { rows, details, reading } = await findAppointmentWindow(db, key.userId, key.calendarIds, key.from, key.to);
    const data: Appointment[] = rows.map((row) => presentRow(row, details.get(row.id)));
    return { reading, body: SerialisedJson.of({ data }) };
  });
}

export async function checkAvailability(db: Db, actor: Actor, query: AvailabilityQuery): Promise<Availability> {
  const resources = { infrastructureIds: query.infrastructureIds, vehicleIds: query.vehicleIds };
  await assertBookable(db, actor, resources);
  return resourceAvailability(
    db,
    resources,
    { start: new Date(query.start), end: new Date(query.end), allDay: query.allDay },
    query.excludeAppointmentId ? [query.excludeAppointmentId] : [],
  );
}

export async function listBookableCourses(db: Db, actor: Actor): Promise<Course[]> {
  return (await findBookableCourses(db, actor)).map((row) => presentCourse(row, actor.userId));
}

export function suggestLocations(db: Db, actor: Actor, query: string): Promise<string[]> {
  return findLocationSuggestions(db, actor.userId, query);
}

/** How many appointments each monitor has starting in the period, by monitor id; absent: none. */
export async function appointmentCounts(
  db: Db,
  monitorIds: string[],
  period: { start: Date; end: Date },
): Promise<Map<string, number>> {
  const rows = await findAppointmentCounts(db, monitorIds, period);
  return new Map(rows.flatMap((row) => (row.monitorId ? [[row.monitorId, row.total] as const] : [])));
}
