import { type Course, type CourseInput, courseProblems, toCentimes, toChf } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { requireRight } from '../../../kernel/rights';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import { findOwnReminder } from '../reminders/reminders.repo';
import {
  type CourseRow,
  type CourseValues,
  findOwnCourse,
  findUsableCourse,
  findUsableCourses,
  insertCourse,
  setOwnCourseDisabledAt,
  updateOwnCourseAtVersion,
} from './courses.repo';

const noSuchCourse = () => new NotFoundError('No such course');

/** A course as its owner, or an employee it is shared with, reads it (`mine`: the caller may change it). */
export function presentCourse(row: CourseRow, viewerId: string = row.ownerId): Course {
  const input: CourseInput = {
    label: row.label,
    abbreviation: row.abbreviation,
    sariId: row.sariId,
    autoSariSync: row.autoSariSync,
    category: row.category as CourseInput['category'],
    icon: row.icon as CourseInput['icon'],
    colour: row.colour,
    descriptions: row.descriptions,
    startDate: row.startDate,
    endDate: row.endDate,
    maxParticipants: row.maxParticipants,
    selfRegistration: row.selfRegistration,
    modular: row.modular,
    paymentModes: row.paymentModes as CourseInput['paymentModes'],
    paymentAtRegistration: row.paymentAtRegistration,
    confirmations: row.confirmations,
    emailReminderId: row.emailReminderId,
    smsReminderId: row.smsReminderId,
    multipleRegistration: row.multipleRegistration,
    individual: row.individual,
    prerequisiteCourseId: row.prerequisiteCourseId,
    price: toChf(row.priceCentimes),
    durationMinutes: row.durationMinutes,
    availableForEmployees: row.availableForEmployees,
  };
  return {
    ...input,
    id: row.id,
    version: row.version,
    mine: row.ownerId === viewerId,
    disabled: row.disabledAt !== null,
    problems: courseProblems(input),
  };
}

function toValues(input: CourseInput): CourseValues {
  const { price, ...rest } = input;
  return { ...rest, priceCentimes: toCentimes(price) };
}

/** Linked reminders and prerequisite must be the monitor's own: nothing of another school. */
async function assertOwnReferences(db: Db, actor: Actor, input: CourseInput, courseId?: string): Promise<void> {
  const checks: [string, string | null, (id: string) => Promise<unknown>][] = [
    ['body.emailReminderId', input.emailReminderId, (id) => findOwnReminder(db, actor.userId, id)],
    ['body.smsReminderId', input.smsReminderId, (id) => findOwnReminder(db, actor.userId, id)],
    ['body.prerequisiteCourseId', input.prerequisiteCourseId, (id) => findOwnCourse(db, actor.userId, id)],
  ];
  for (const [field, id, find] of checks) {
    if (!id) continue;
    if (id === courseId || !(await find(id))) {
      throw new ValidationError([{ field, rule: 'unknown_reference', message: 'must be one of your own records' }]);
    }
  }
}

/** The caller's courses, and for an employee those his school's monitors made available to employees. */
export async function listCourses(db: Db, actor: Actor): Promise<Course[]> {
  return (await findUsableCourses(db, actor)).map((row) => presentCourse(row, actor.userId));
}

export async function getCourse(db: Db, actor: Actor, id: string): Promise<Course> {
  const row = await findUsableCourse(db, actor, id);
  if (!row) throw noSuchCourse();
  return presentCourse(row, actor.userId);
}

/** Creating, changing or disabling a course is an employee's `createCourses` right (spec §6). */
export async function createCourse(db: Db, actor: Actor, input: CourseInput): Promise<Course> {
  requireRight(actor, 'createCourses');
  await assertOwnReferences(db, actor, input);
  return presentCourse(await insertCourse(db, { ...toValues(input), ownerId: actor.userId, schoolId: actor.schoolId }));
}

export async function updateCourse(
  db: Db,
  actor: Actor,
  id: string,
  input: CourseInput,
  version: number,
): Promise<Course> {
  requireRight(actor, 'createCourses');
  await assertOwnReferences(db, actor, input, id);
  const write = await updateOwnCourseAtVersion(db, actor.userId, id, version, toValues(input));
  return presentCourse(writtenAtVersion(write, noSuchCourse));
}

/** Disabling replaces deletion (spec §4); a disabled course stays readable on past appointments. */
export async function setCourseDisabled(db: Db, actor: Actor, id: string, disabled: boolean): Promise<Course> {
  requireRight(actor, 'createCourses');
  const row = await setOwnCourseDisabledAt(db, actor.userId, id, disabled ? new Date() : null);
  if (!row) throw noSuchCourse();
  return presentCourse(row);
}
