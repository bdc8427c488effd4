import {
  type Appointment,
  type AppointmentInput,
  type AppointmentWindowQuery,
  type Availability,
  type AvailabilityQuery,
  bookingDays,
  type Course,
  type CourseInput,
  withinCourseRange,
} from '@ds/domain';
import type { Db } from '../../db/client';
import { NotFoundError, OutsideCourseRangeError, ResourceUnavailableError, ValidationError } from '../../lib/errors';
import type { Actor } from '../auth/session.service';
import { mainCalendarOf, requireCalendar } from '../calendars';
import { findHeldCalendars } from '../calendars/calendars.repo';
import { presentCourse } from '../courses/courses.service';
import { findHeldStudentIds } from '../students/student-access.repo';
import {
  type AppointmentRow,
  findAppointmentDetails,
  findAppointmentsBetween,
  findVisibleAppointment,
  insertAppointment,
} from './appointments.repo';
import { lockResources } from './availability.repo';
import { resourceAvailability, type WantedResources } from './availability.service';
import { bookableResourceIds, findBookableCourse, findBookableCourses } from './booking-scope.repo';

async function present(db: Db, row: AppointmentRow): Promise<Appointment> {
  const details = await findAppointmentDetails(db, row);
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
    course: details.course
      ? {
          id: details.course.id,
          label: details.course.label,
          abbreviation: details.course.abbreviation,
          icon: details.course.icon as CourseInput['icon'],
          colour: details.course.colour,
          disabled: details.course.disabledAt !== null,
        }
      : null,
    infrastructures: details.infrastructures,
    vehicles: details.vehicles,
    students: details.students,
    paid: row.paid,
    version: row.version,
  };
}

/** Every id must be an infrastructure or vehicle of the actor's school; foreign ones are refused by name. */
async function assertBookable(db: Db, actor: Actor, wanted: WantedResources): Promise<void> {
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
async function assertStudentsHeld(db: Db, actor: Actor, studentIds: string[]): Promise<void> {
  const held = await findHeldStudentIds(db, actor, studentIds);
  const unknown = studentIds
    .map((id, index) => ({ id, field: `body.studentIds.${index}` }))
    .filter(({ id }) => !held.has(id));
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
async function bookingCalendarId(db: Db, actor: Actor, calendarId: string | null): Promise<string> {
  if (calendarId) return (await requireCalendar(db, actor, calendarId, 'write')).calendar.id;
  return (await mainCalendarOf(db, actor.userId)).id;
}

async function assertCourseAllows(db: Db, actor: Actor, input: AppointmentInput, start: Date, end: Date) {
  if (!input.courseId) return;
  const course = await findBookableCourse(db, actor, input.courseId);
  if (!course) {
    throw new ValidationError([{ field: 'body.courseId', rule: 'unknown_reference', message: 'is not bookable' }]);
  }
  if (!withinCourseRange(bookingDays({ start, end, allDay: input.allDay }), course)) {
    throw new OutsideCourseRangeError({ startDate: course.startDate, endDate: course.endDate });
  }
}

/**
 * Books an appointment: the course must be bookable and its dates respected, the resources
 * must be the school's and free. The check and the write happen under per-resource locks in
 * one transaction, so two bookings of the same slot cannot both pass.
 */
export async function createAppointment(db: Db, actor: Actor, input: AppointmentInput): Promise<Appointment> {
  const start = new Date(input.start);
  const end = new Date(input.end);
  const resources = {
    infrastructureIds: [...new Set(input.infrastructureIds)],
    vehicleIds: [...new Set(input.vehicleIds)],
  };
  const studentIds = [...new Set(input.studentIds)];
  const calendarId = await bookingCalendarId(db, actor, input.calendarId);
  await assertCourseAllows(db, actor, input, start, end);
  await assertBookable(db, actor, resources);
  await assertStudentsHeld(db, actor, studentIds);

  const row = await db.transaction(async (tx) => {
    await lockResources(tx, [...resources.infrastructureIds, ...resources.vehicleIds]);
    const availability = await resourceAvailability(tx, resources, { start, end, allDay: input.allDay });
    if (!availability.free) throw new ResourceUnavailableError(availability);
    return insertAppointment(
      tx,
      {
        ownerId: actor.userId,
        schoolId: actor.schoolId,
        calendarId,
        title: input.title,
        startsAt: start,
        endsAt: end,
        allDay: input.allDay,
        location: input.location,
        colour: input.colour,
        description: input.description,
        courseId: input.courseId,
        paid: input.paid,
      },
      { ...resources, studentIds },
    );
  });
  return present(db, row);
}

export async function getAppointment(db: Db, actor: Actor, id: string): Promise<Appointment> {
  const row = await findVisibleAppointment(db, actor.userId, id);
  if (!row) throw new NotFoundError('No such appointment');
  return present(db, row);
}

/** The appointments of the calendars the actor sees (or of those he asks for among them) in the window. */
export async function listAppointments(db: Db, actor: Actor, window: AppointmentWindowQuery): Promise<Appointment[]> {
  const visible = (await findHeldCalendars(db, actor.userId)).map(({ calendar }) => calendar.id);
  const wanted = window.calendarIds ? visible.filter((id) => window.calendarIds?.includes(id)) : visible;
  const rows = await findAppointmentsBetween(db, wanted, new Date(window.from), new Date(window.to));
  return Promise.all(rows.map((row) => present(db, row)));
}

export async function checkAvailability(db: Db, actor: Actor, query: AvailabilityQuery): Promise<Availability> {
  const resources = { infrastructureIds: query.infrastructureIds, vehicleIds: query.vehicleIds };
  await assertBookable(db, actor, resources);
  return resourceAvailability(
    db,
    resources,
    { start: new Date(query.start), end: new Date(query.end), allDay: query.allDay },
    query.excludeAppointmentId,
  );
}

export async function listBookableCourses(db: Db, actor: Actor): Promise<Course[]> {
  return (await findBookableCourses(db, actor)).map(presentCourse);
}
