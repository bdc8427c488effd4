import { isLateCancellation, type SelfBooking } from '@ds/domain';
import { ApiError } from '@/lib/api-client';
import type { BookingSlot } from './slot-days';

/** A booking still to come and not cancelled: the student may cancel it. */
export function isCancellable(booking: SelfBooking, now: Date): boolean {
  return booking.state !== 'cancelled' && Date.parse(booking.start) > now.getTime();
}

/** Cancelled now, the lesson is charged (the server's rule): confirmed, and the free window has passed. */
export function cancellationCharged(booking: SelfBooking, now: Date): boolean {
  return isLateCancellation(booking.state, new Date(booking.freeCancellationUntil), now);
}

const isSlot = (value: unknown): value is BookingSlot =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BookingSlot).start === 'string' &&
  typeof (value as BookingSlot).end === 'string';

/**
 * The next free slots a refused booking offers when someone else took the slot just before
 * (409 `slot_taken`), or null for any other failure.
 */
export function nextSlotsOf(error: unknown): BookingSlot[] | null {
  if (!(error instanceof ApiError) || error.code !== 'slot_taken') return null;
  const next = (error.details as { nextSlots?: unknown } | undefined)?.nextSlots;
  return Array.isArray(next) ? next.filter(isSlot) : [];
}
