import type { Calendar, CalendarInput, CalendarShare, CalendarShareInput, ExternalSyncError } from '@ds/domain';
import type { Db } from '../../../db/client';
import { findHeldCalendars, type HeldCalendar, requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { ConflictError, ExternalCalendarError, NotFoundError, ValidationError } from '../../../lib/errors';
import { getSchoolColleague } from '../../identity';
import { findBookableCourse } from '../appointments/booking-scope.repo';
import { deleteCalendar, deleteShare, findShares, insertCalendar, updateCalendar, upsertShare } from './calendars.repo';

/** Times are stored as HH:MM:SS; the API speaks HH:MM. */
const hourMinute = (time: string) => time.slice(0, 5);

export function present({ calendar, owner, access }: HeldCalendar): Calendar {
  return {
    id: calendar.id,
    label: calendar.label,
    colour: calendar.colour,
    defaultDurationMinutes: calendar.defaultDurationMinutes,
    workdayStart: hourMinute(calendar.workdayStart),
    workdayEnd: hourMinute(calendar.workdayEnd),
    overlay: calendar.overlay,
    defaultCourseId: calendar.defaultCourseId,
    main: calendar.main,
    access,
    owner,
    provider: calendar.provider,
    // The subscription's address and user name are the owner's business; the password never leaves.
    external:
      calendar.provider === 'caldav' && access === 'owner'
        ? {
            url: calendar.caldavUrl ?? '',
            username: calendar.caldavUsername ?? '',
            syncedAt: calendar.externalSyncedAt?.toISOString() ?? null,
            syncError: (calendar.externalSyncError as ExternalSyncError | null) ?? null,
          }
        : null,
  };
}

export async function listCalendars(db: Db, actor: Actor): Promise<Calendar[]> {
  return (await findHeldCalendars(db, actor.userId)).map(present);
}

/** A calendar's default course is one its owner may book (his own, enabled). */
async function assertDefaultCourse(db: Db, actor: Actor, input: CalendarInput): Promise<void> {
  if (input.defaultCourseId && !(await findBookableCourse(db, actor, input.defaultCourseId))) {
    throw new ValidationError([
      { field: 'body.defaultCourseId', rule: 'unknown_reference', message: 'is not a course you may book' },
    ]);
  }
}

export async function createCalendar(db: Db, actor: Actor, input: CalendarInput): Promise<Calendar> {
  await assertDefaultCourse(db, actor, input);
  const row = await insertCalendar(db, { ...input, ownerId: actor.userId, schoolId: actor.schoolId });
  return present(await requireAccess(db, actor, 'calendar.own', row.id));
}

/** Only its owner changes a calendar's settings; a read-write share writes its appointments. */
export async function replaceCalendar(db: Db, actor: Actor, id: string, input: CalendarInput): Promise<Calendar> {
  const { calendar } = await requireAccess(db, actor, 'calendar.own', id);
  // An external calendar's settings change with its subscription (/api/external-calendars/:id).
  if (calendar.provider !== 'local') throw new ExternalCalendarError();
  // A course no longer bookable (disabled since) may stay the default: a new booking leaves it out.
  if (input.defaultCourseId !== calendar.defaultCourseId) await assertDefaultCourse(db, actor, input);
  await updateCalendar(db, id, input);
  return present(await requireAccess(db, actor, 'calendar.own', id));
}

/** The main calendar stays (appointments are booked into it by default); others go with their appointments. */
export async function removeCalendar(db: Db, actor: Actor, id: string): Promise<void> {
  const { calendar } = await requireAccess(db, actor, 'calendar.own', id);
  if (calendar.main) throw new ConflictError('The main calendar cannot be deleted', 'main_calendar');
  await deleteCalendar(db, id);
}

export async function listShares(db: Db, actor: Actor, id: string): Promise<CalendarShare[]> {
  await requireAccess(db, actor, 'calendar.own', id);
  return findShares(db, id);
}

/** Shares with another instructor or an employee of the owner's school, or changes that share's access. */
export async function shareCalendar(
  db: Db,
  actor: Actor,
  id: string,
  monitorId: string,
  input: CalendarShareInput,
): Promise<CalendarShare[]> {
  const { calendar } = await requireAccess(db, actor, 'calendar.own', id);
  const monitor =
    calendar.schoolId && monitorId !== calendar.ownerId
      ? await getSchoolColleague(db, calendar.schoolId, monitorId)
      : undefined;
  if (!monitor) {
    throw new ValidationError([
      { field: 'params.monitorId', rule: 'unknown_reference', message: 'is not someone else of the school' },
    ]);
  }
  await upsertShare(db, { calendarId: id, monitorId, access: input.access });
  return findShares(db, id);
}

export async function unshareCalendar(db: Db, actor: Actor, id: string, monitorId: string): Promise<void> {
  await requireAccess(db, actor, 'calendar.own', id);
  if (!(await deleteShare(db, id, monitorId))) throw new NotFoundError('No such share');
}
