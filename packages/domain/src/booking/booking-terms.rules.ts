import type { SelfBookingState } from './self-bookings.schema';

const HOUR_MS = 3_600_000;

/** Until then a student cancels a lesson he booked for free: the monitor's hours before its start. */
export function freeCancellationEnd(start: Date, freeCancellationHours: number): Date {
  return new Date(start.getTime() - freeCancellationHours * HOUR_MS);
}

/**
 * Whether the student's cancellation now is charged (issue 30 §3): a confirmed lesson after its
 * free window. One still waiting for the monitor's confirmation or its payment goes for free.
 */
export function isLateCancellation(state: SelfBookingState, freeUntil: Date, now: Date): boolean {
  return state === 'confirmed' && now > freeUntil;
}
