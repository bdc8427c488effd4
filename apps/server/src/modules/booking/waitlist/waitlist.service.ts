import { dayPlus, schoolDay, type WaitlistEntry, type WaitlistInput } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { assertLengthOffered, bookingContext } from '../bookings/booking-slots.service';
import { isOwnRecord } from '../bookings/own-records';
import { presentEntry } from './present-entry';
import { findPresentedEntries, insertWaitlistEntry, lockWaitlistEntry, updateWaitlistEntry } from './waitlist.repo';

/**
 * The student asks to be told when a slot of a course frees up between two days (issue 30 §4),
 * within his monitor's horizon.
 */
export async function joinWaitlist(
  db: Db,
  actor: Actor,
  input: WaitlistInput,
  now = new Date(),
): Promise<WaitlistEntry> {
  const context = await bookingContext(db, actor, input.monitorId, input.courseId);
  assertLengthOffered(context.policy, input.lengthMinutes, 'body.lengthMinutes');
  const today = schoolDay(now);
  if (input.fromDay < today) {
    throw new ValidationError([{ field: 'body.fromDay', rule: 'in_past', message: 'must be today or later' }]);
  }
  if (input.toDay > dayPlus(today, context.policy.horizonWeeks * 7)) {
    throw new ValidationError([
      { field: 'body.toDay', rule: 'beyond_horizon', message: "must be within the instructor's booking horizon" },
    ]);
  }
  const entry = await insertWaitlistEntry(db, {
    schoolId: context.schoolId,
    monitorId: context.monitorId,
    studentId: context.studentId,
    userId: actor.userId,
    courseId: context.course.id,
    lengthMinutes: input.lengthMinutes,
    fromDay: input.fromDay,
    toDay: input.toDay,
  });
  const [row] = await findPresentedEntries(db, [entry.id]);
  if (!row) throw new Error('waitlist entry not found after writing it');
  return presentEntry(row);
}

/** The student takes his entry off the waitlist (an offer held for him is given up). Another's is a 404. */
export async function leaveWaitlist(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const entry = await lockWaitlistEntry(tx, id);
    if (!entry || !(await isOwnRecord(tx, actor.userId, entry.studentId))) throw new NotFoundError('No such entry');
    await updateWaitlistEntry(tx, id, { state: 'withdrawn', offerUntil: null });
  });
}
