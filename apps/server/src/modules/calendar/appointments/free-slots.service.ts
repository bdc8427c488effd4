import {
  bookingDays,
  type FreeSlots,
  type FreeSlotsQuery,
  freeSlots,
  schoolDay,
  schoolDayBounds,
  withinCourseRange,
} from '@ds/domain';
import dayjs from 'dayjs';
import type { Db } from '../../../db/client';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { ValidationError } from '../../../lib/errors';
import { mainCalendarOf } from '../calendars/main-calendar';
import { assertBookable, assertStudentsHeld } from './appointments.service';
import { infrastructureBookings, vehicleBookings } from './availability.repo';
import { findBookableCourse } from './booking-scope.repo';
import { findBusyTimes, findSchoolCanton } from './free-slots.repo';
import { publicHolidays } from './public-holidays';

/** Lessons start on the half hour; a day offers at most this many starts. */
const SLOT_STEP_MINUTES = 30;
const SLOTS_PER_DAY = 6;
const SUNDAY = 0;

function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => dayjs(first).add(index, 'day').format('YYYY-MM-DD'));
}

async function courseOf(db: Db, actor: Actor, courseId: string | undefined) {
  if (!courseId) return undefined;
  const course = await findBookableCourse(db, actor, courseId);
  if (!course) {
    throw new ValidationError([
      { field: 'querystring.courseId', rule: 'unknown_reference', message: 'is not bookable' },
    ]);
  }
  return course;
}

/**
 * "Schedule a lesson": the free starts for the student (if one is named) within the calendar's work-day hours
 * over the coming days, skipping Sundays, the public holidays of the school's canton, days
 * outside the course's dates, the monitor's and the student's appointments and busy resources.
 * Without a student it is the monitor's next free times, which prefill a new booking.
 */
export async function findFreeSlots(db: Db, actor: Actor, query: FreeSlotsQuery, now = new Date()): Promise<FreeSlots> {
  if (query.studentId) await assertStudentsHeld(db, actor, [query.studentId], () => 'querystring.studentId');
  const resources = { infrastructureIds: query.infrastructureIds, vehicleIds: query.vehicleIds };
  await assertBookable(db, actor, resources);
  const calendar = query.calendarId
    ? (await requireAccess(db, actor, 'calendar.book', query.calendarId)).calendar
    : await mainCalendarOf(db, actor.userId);
  const course = await courseOf(db, actor, query.courseId);
  const durationMinutes = query.durationMinutes ?? course?.durationMinutes ?? calendar.defaultDurationMinutes;

  const days = daysFrom(query.from ?? schoolDay(now), query.days);
  const window = { start: schoolDayBounds(days[0] as string).start, end: schoolDayBounds(days.at(-1) as string).end };
  const holidays = publicHolidays(
    await findSchoolCanton(db, actor.schoolId),
    days[0] as string,
    days.at(-1) as string,
    query.language,
  );
  const closedDays = new Set([
    ...holidays.map((holiday) => holiday.date),
    ...days.filter((day) => dayjs(day).day() === SUNDAY),
    ...days.filter((day) => course && !withinCourseRange(bookingDays(schoolDayBounds(day)), course)),
  ]);
  const busy = [
    ...(await findBusyTimes(db, actor.userId, query.studentId, window.start, window.end)),
    ...(await infrastructureBookings(db, resources.infrastructureIds, window)),
    ...(await vehicleBookings(db, resources.vehicleIds, window)),
  ];
  const slots = freeSlots({
    days,
    closedDays,
    workdayStart: calendar.workdayStart.slice(0, 5),
    workdayEnd: calendar.workdayEnd.slice(0, 5),
    durationMinutes,
    stepMinutes: SLOT_STEP_MINUTES,
    busy,
    notBefore: now,
    perDay: SLOTS_PER_DAY,
  });
  return {
    slots: slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })),
    holidays,
    calendarId: calendar.id,
    durationMinutes,
  };
}
