import { type Holding, holdingAllows } from '@ds/domain';
import type { Db } from '../../db/client';
import { type AppError, ExternalCalendarError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Actor } from '../actor';
import {
  type AppointmentRow,
  findHeldCalendarsOf,
  findHeldStudents,
  findLessonsOfHeldStudents,
  findVisibleAppointments,
  type HeldCalendar,
  type HeldStudent,
  type LessonRow,
} from './access.repo';

export {
  type AppointmentRow,
  findHeldCalendars,
  findHeldCalendarsOf,
  findOwnStudentRecords,
  type HeldCalendar,
  type HeldStudent,
  heldStudentsScope,
  ownOrSharedScope,
  preparedScopeActor,
  type ScopeActor,
  type SharedWithEmployees,
  type StudentRow,
  studentHoldingSql,
  visibleCalendarsScope,
} from './access.repo';
export { seesWholeSchool, studentHolding } from './holding';

/**
 * Row-level access, in one place: whether an actor may read or change one record. Route access
 * (`config.access`, the domain's abilities) decides who may call a route at all; this decides
 * which rows he reaches. What each permission answers:
 */
interface Reached {
  /** A student the actor holds (the whole school for its head, else linked to him). */
  'student.read': HeldStudent;
  /** …held to write: a read-only share is refused. */
  'student.write': HeldStudent;
  /** …as his owner (archive, transfer, delete, the links). */
  'student.own': HeldStudent;
  /** A calendar the actor may book into (his own, or shared read-write; never an external copy). */
  'calendar.book': HeldCalendar;
  /** A calendar the actor owns (its settings, shares, feed and subscription). */
  'calendar.own': HeldCalendar;
  /** An appointment in a calendar the actor sees. */
  'appointment.read': AppointmentRow;
  /** An appointment in a calendar the actor may book into. */
  'appointment.write': AppointmentRow;
  /** A lesson of a student the actor holds to write (its payment). */
  'lesson.write': LessonRow;
}

export type Permission = keyof Reached;

/** A reached record, or why the actor may not use it for the permission (a 403, or a 404 for a vanished parent). */
type Outcome<T> = { record: T; refusal?: AppError };

const studentNeeds: Record<'student.read' | 'student.write' | 'student.own', Holding> = {
  'student.read': 'read',
  'student.write': 'write',
  'student.own': 'owner',
};

function studentRefusal(access: Holding, needed: Holding): AppError | undefined {
  if (!holdingAllows(access, needed)) return new ForbiddenError('Your access to this student does not allow this');
  return undefined;
}

function calendarRefusal(held: HeldCalendar, needed: Holding): AppError | undefined {
  if (!holdingAllows(held.access, needed))
    return new ForbiddenError('Your access to this calendar does not allow this');
  // An external calendar's events are copies: they change at their source, never here (403).
  if (needed === 'write' && held.calendar.provider !== 'local') return new ExternalCalendarError();
  return undefined;
}

const NOT_FOUND: Record<Permission, string> = {
  'student.read': 'No such student',
  'student.write': 'No such student',
  'student.own': 'No such student',
  'calendar.book': 'No such calendar',
  'calendar.own': 'No such calendar',
  'appointment.read': 'No such appointment',
  'appointment.write': 'No such appointment',
  'lesson.write': 'No such lesson',
};

/** Each record of `ids` the actor reaches, by id; those he does not reach at all are missing. */
async function reach<P extends Permission>(
  db: Db,
  actor: Actor,
  permission: P,
  ids: string[],
): Promise<Map<string, Outcome<Reached[P]>>> {
  const outcomes = new Map<string, Outcome<Reached[Permission]>>();
  switch (permission) {
    case 'student.read':
    case 'student.write':
    case 'student.own': {
      const needed = studentNeeds[permission as keyof typeof studentNeeds];
      for (const held of await findHeldStudents(db, actor, ids)) {
        outcomes.set(held.student.id, { record: held, refusal: studentRefusal(held.access, needed) });
      }
      break;
    }
    case 'calendar.book':
    case 'calendar.own': {
      const needed: Holding = permission === 'calendar.own' ? 'owner' : 'write';
      for (const held of await findHeldCalendarsOf(db, actor.userId, ids)) {
        outcomes.set(held.calendar.id, { record: held, refusal: calendarRefusal(held, needed) });
      }
      break;
    }
    case 'appointment.read':
    case 'appointment.write': {
      const rows = await findVisibleAppointments(db, actor.userId, ids);
      const calendarsById =
        permission === 'appointment.write'
          ? new Map(
              (await findHeldCalendarsOf(db, actor.userId, [...new Set(rows.map((row) => row.calendarId))])).map(
                (held) => [held.calendar.id, held],
              ),
            )
          : undefined;
      for (const row of rows) {
        const held = calendarsById?.get(row.calendarId);
        const refusal = !calendarsById
          ? undefined
          : held
            ? calendarRefusal(held, 'write')
            : new NotFoundError(NOT_FOUND['calendar.book']);
        outcomes.set(row.id, { record: row, refusal });
      }
      break;
    }
    case 'lesson.write': {
      for (const { lesson, access } of await findLessonsOfHeldStudents(db, actor, ids)) {
        outcomes.set(lesson.id, { record: lesson, refusal: studentRefusal(access, 'write') });
      }
      break;
    }
  }
  return outcomes as Map<string, Outcome<Reached[P]>>;
}

/**
 * The record if the actor may use it for `permission`: one he does not reach at all (unknown,
 * another school's, not shared with him) is a 404, so nothing leaks; one he reaches without
 * enough holding (a read-only share asked to write) is a 403, and so is a write into an external
 * calendar (`external_calendar`).
 */
export async function requireAccess<P extends Permission>(
  db: Db,
  actor: Actor,
  permission: P,
  id: string,
): Promise<Reached[P]> {
  const outcome = (await reach(db, actor, permission, [id])).get(id);
  if (!outcome) throw new NotFoundError(NOT_FOUND[permission]);
  if (outcome.refusal) throw outcome.refusal;
  return outcome.record;
}

/** Which of `ids` the actor may use for `permission` (the batch form: nothing thrown, the others left out). */
export async function checkAccess(db: Db, actor: Actor, permission: Permission, ids: string[]): Promise<Set<string>> {
  const outcomes = await reach(db, actor, permission, [...new Set(ids)]);
  return new Set([...outcomes].filter(([, outcome]) => !outcome.refusal).map(([id]) => id));
}
