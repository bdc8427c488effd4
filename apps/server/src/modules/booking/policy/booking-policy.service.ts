import {
  type BookingPolicy,
  type BookingPolicyInput,
  type BookingPolicyRecord,
  type CourseReadinessInput,
  DEFAULT_BOOKING_POLICY,
  SELF_BOOKING_LESSON_LENGTHS,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError, StaleVersionError } from '../../../lib/errors';
import {
  type BookingPolicyRow,
  findBookingPolicy,
  findSelfBookableCourses,
  insertBookingPolicy,
  setCourseReadiness,
  updateBookingPolicy,
} from './booking-policy.repo';

/** The policy a row holds (lengths the Swiss way, in their order), or the default when the monitor never saved one. */
export function policyOf(row: BookingPolicyRow | undefined): BookingPolicy & { version: number } {
  if (!row) return { ...DEFAULT_BOOKING_POLICY, version: 1 };
  return {
    published: row.published,
    horizonWeeks: row.horizonWeeks,
    noticeUnit: row.noticeUnit,
    noticeAmount: row.noticeAmount,
    lessonLengths: SELF_BOOKING_LESSON_LENGTHS.filter((length) => row.lessonLengths.includes(length)),
    stepMinutes: row.stepMinutes as BookingPolicy['stepMinutes'],
    bufferMinutes: row.bufferMinutes,
    requireConfirmation: row.requireConfirmation,
    maxOpenBookings: row.maxOpenBookings,
    freeCancellationHours: row.freeCancellationHours as BookingPolicy['freeCancellationHours'],
    version: row.version,
  };
}

export async function monitorPolicy(db: Db, monitorId: string) {
  return policyOf(await findBookingPolicy(db, monitorId));
}

async function record(db: Db, monitorId: string, row: BookingPolicyRow | undefined): Promise<BookingPolicyRecord> {
  const courses = await findSelfBookableCourses(db, monitorId);
  return {
    ...policyOf(row),
    courses: courses.map(({ id, label, durationMinutes, readyDomain }) => ({
      id,
      label,
      durationMinutes,
      readyDomain,
    })),
  };
}

/** /account/online-booking: the monitor's rules for students booking his time, and the courses they may book. */
export async function getBookingPolicy(db: Db, actor: Actor): Promise<BookingPolicyRecord> {
  return record(db, actor.userId, await findBookingPolicy(db, actor.userId));
}

/** Saves the monitor's rules at the version he read (409 `stale_version` when they changed meanwhile). */
export async function saveBookingPolicy(db: Db, actor: Actor, input: BookingPolicyInput): Promise<BookingPolicyRecord> {
  const { version, ...policy } = input;
  const existing = await findBookingPolicy(db, actor.userId);
  if (!existing) {
    const inserted = version === 1 ? await insertBookingPolicy(db, actor.userId, policy) : undefined;
    if (!inserted) throw new StaleVersionError();
    return record(db, actor.userId, inserted);
  }
  const written = await updateBookingPolicy(db, actor.userId, version, policy);
  if (written === 'stale' || written === 'missing') throw new StaleVersionError();
  return record(db, actor.userId, written.row);
}

/**
 * Only students ready in a domain of their training card book this course of his (the motorway
 * after F4), or anyone again (null). Another's course, or one not open to self-booking, is a 404.
 */
export async function saveCourseReadiness(
  db: Db,
  actor: Actor,
  courseId: string,
  input: CourseReadinessInput,
): Promise<BookingPolicyRecord> {
  const courses = await findSelfBookableCourses(db, actor.userId);
  if (!courses.some((course) => course.id === courseId)) throw new NotFoundError('No such course open to self-booking');
  await setCourseReadiness(db, courseId, input.readyDomain);
  return getBookingPolicy(db, actor);
}
