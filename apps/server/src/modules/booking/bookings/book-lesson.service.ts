import { type SelfBooking, type SelfBookingInput, UNCONFIRMED_BOOKING_HOURS } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { AppError } from '../../../lib/errors';
import { isMonitorOverlap, lockBookingParties, monitorWorkday, writeStudentLesson } from '../../calendar';
import type { OutcomeDeps } from '../../commerce';
import { bookingLanguage, mailBooked, mailToConfirm, studentNameOf } from '../booking-mails';
import { PAYMENT_HOLD_MS, startBookingPayment } from '../payments/booking-payments';
import {
  assertLengthOffered,
  type BookingContext,
  bookingContext,
  lessonPriceCentimes,
  nextSlots,
  offeredStarts,
} from './booking-slots.service';
import { presentBooking } from './present-booking';
import { countOpenBookings, findPresentedBookings, insertSelfBooking, type SelfBookingRow } from './self-bookings.repo';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Someone else booked that time first (or it is no longer offered): the next free starts are named. */
export class SlotTakenError extends AppError {
  constructor(next: Array<{ start: string; end: string }>) {
    super(409, 'slot_taken', 'This slot was just booked by someone else: choose another one', { nextSlots: next });
  }
}

class TooManyOpenBookingsError extends AppError {
  constructor(max: number) {
    super(409, 'too_many_open_bookings', `At most ${max} open bookings with this instructor`, { max });
  }
}

/**
 * Where a new booking starts: held while its card payment waits when the course is paid at
 * booking, pending when the monitor confirms his bookings (cancelled after 48 hours without, or
 * at the lesson), else confirmed.
 */
function initialState(context: BookingContext, start: Date, now: Date) {
  if (context.course.paymentAtRegistration) {
    return { state: 'awaiting_payment' as const, holdUntil: new Date(now.getTime() + PAYMENT_HOLD_MS) };
  }
  if (!context.policy.requireConfirmation) return { state: 'confirmed' as const };
  const confirmBy = Math.min(now.getTime() + UNCONFIRMED_BOOKING_HOURS * HOUR_MS, start.getTime());
  return { state: 'pending' as const, confirmBy: new Date(confirmBy) };
}

async function assertBelowOpenLimit(db: Db, context: BookingContext, now: Date): Promise<void> {
  const open = (await countOpenBookings(db, [context.studentId], now)).get(context.monitorId) ?? 0;
  if (open >= context.policy.maxOpenBookings) throw new TooManyOpenBookingsError(context.policy.maxOpenBookings);
}

export interface SlotRequest {
  start: Date;
  lengthMinutes: number;
  /** The student's account that books. */
  bookedBy: string;
  /** Runs in the booking's transaction once it is written (an offer taken, marked so). */
  alsoInTransaction?: (tx: Db, bookingId: string) => Promise<void>;
}

/**
 * Books a slot for the student of `context`. Under the monitor's and the student's locks the slot
 * must still be one the monitor's rules offer (notice, horizon, hours, holidays, buffer, both
 * agendas, slots held for others), and the student below his open bookings; then the appointment
 * is written in the monitor's calendar and the receipt queued, in one transaction. The loser of a
 * race, or anyone whose slot is no longer offered, gets 409 `slot_taken` with the next free starts.
 */
export async function bookSlot(
  deps: OutcomeDeps,
  context: BookingContext,
  request: SlotRequest,
  now: Date,
): Promise<SelfBooking> {
  const { db } = deps;
  const { start, lengthMinutes } = request;
  const end = new Date(start.getTime() + lengthMinutes * MINUTE_MS);
  const workday = await monitorWorkday(db, context.monitorId);
  let written: SelfBookingRow;
  try {
    written = await db.transaction(async (tx) => {
      await lockBookingParties(tx, context.monitorId, context.studentId);
      await assertBelowOpenLimit(tx, context, now);
      const { slots } = await offeredStarts(tx, context, lengthMinutes, now);
      if (!slots.some((slot) => slot.start.getTime() === start.getTime()))
        throw new SlotTakenError(nextSlots(slots, start));
      const priceCentimes = lessonPriceCentimes(context.course, lengthMinutes);
      const appointmentId = await writeStudentLesson(tx, {
        monitorId: context.monitorId,
        schoolId: context.schoolId,
        calendarId: workday.calendarId,
        studentId: context.studentId,
        courseId: context.course.id,
        title: context.course.label,
        start,
        end,
        priceCentimes,
      });
      const booking = await insertSelfBooking(tx, {
        appointmentId,
        schoolId: context.schoolId,
        monitorId: context.monitorId,
        studentId: context.studentId,
        bookedBy: request.bookedBy,
        courseId: context.course.id,
        startsAt: start,
        endsAt: end,
        priceCentimes,
        freeCancellationHours: context.policy.freeCancellationHours,
        ...initialState(context, start, now),
      });
      await request.alsoInTransaction?.(tx, booking.id);
      const names = { monitorName: context.monitorName, courseLabel: context.course.label };
      await mailBooked(deps, tx, booking, names);
      if (booking.state === 'pending') {
        await mailToConfirm(deps, tx, booking, { ...names, studentName: await studentNameOf(tx, booking.studentId) });
      }
      return booking;
    });
  } catch (error) {
    if (!isMonitorOverlap(error)) throw error;
    const { slots } = await offeredStarts(db, context, lengthMinutes, now);
    throw new SlotTakenError(nextSlots(slots, start));
  }
  const payment =
    written.state === 'awaiting_payment'
      ? await startBookingPayment(deps, written, request.bookedBy, await bookingLanguage(db, written.studentId))
      : null;
  const [row] = await findPresentedBookings(db, [written.id]);
  if (!row) throw new Error('booking not found after writing it');
  return presentBooking(row, payment);
}

/** A student books a slot of one of his monitors from his dashboard (issue 30 §2). */
export async function bookLesson(
  deps: OutcomeDeps,
  actor: Actor,
  input: SelfBookingInput,
  now = new Date(),
): Promise<SelfBooking> {
  const context = await bookingContext(deps.db, actor, input.monitorId, input.courseId);
  assertLengthOffered(context.policy, input.lengthMinutes, 'body.lengthMinutes');
  await assertBelowOpenLimit(deps.db, context, now);
  return bookSlot(
    deps,
    context,
    { start: new Date(input.start), lengthMinutes: input.lengthMinutes, bookedBy: actor.userId },
    now,
  );
}
