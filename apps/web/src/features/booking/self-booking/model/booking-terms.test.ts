import type { SelfBooking } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { cancellationCharged, isCancellable, nextSlotsOf } from './booking-terms';

const booking = (patch: Partial<SelfBooking>): SelfBooking => ({
  id: '00000000-0000-4000-8000-000000000001',
  monitor: { id: '00000000-0000-4000-8000-000000000002', name: 'Jean Dupont' },
  student: { id: '00000000-0000-4000-8000-000000000003', name: 'Sophie Martin' },
  course: { id: '00000000-0000-4000-8000-000000000004', label: 'Leçon de conduite' },
  start: '2026-12-10T09:00:00.000Z',
  end: '2026-12-10T09:45:00.000Z',
  state: 'confirmed',
  cancelledBy: null,
  price: 75,
  freeCancellationUntil: '2026-12-09T09:00:00.000Z',
  charged: null,
  confirmBy: null,
  holdUntil: null,
  payment: null,
  ...patch,
});

describe('cancelling a booking', () => {
  it('is charged once the free window has passed, as the server charges it', () => {
    expect(cancellationCharged(booking({}), new Date('2026-12-09T09:00:00.000Z'))).toBe(false);
    expect(cancellationCharged(booking({}), new Date('2026-12-09T09:00:00.001Z'))).toBe(true);
    expect(cancellationCharged(booking({ state: 'pending' }), new Date('2026-12-09T09:00:00.001Z'))).toBe(false);
  });

  it('is offered for a booking to come that is not cancelled yet', () => {
    const before = new Date('2026-12-10T08:00:00.000Z');
    expect(isCancellable(booking({}), before)).toBe(true);
    expect(isCancellable(booking({ state: 'pending' }), before)).toBe(true);
    expect(isCancellable(booking({ state: 'cancelled', cancelledBy: 'student' }), before)).toBe(false);
    expect(isCancellable(booking({}), new Date('2026-12-10T09:00:00.000Z'))).toBe(false);
  });
});

describe('a slot taken meanwhile', () => {
  const next = [{ start: '2026-12-10T10:00:00.000Z', end: '2026-12-10T10:45:00.000Z' }];

  it('offers the next slots the refusal names', () => {
    expect(nextSlotsOf(new ApiError(409, 'slot_taken', 'taken', { nextSlots: next }))).toEqual(next);
  });

  it('offers none when the refusal names none or malformed ones', () => {
    expect(nextSlotsOf(new ApiError(409, 'slot_taken', 'taken'))).toEqual([]);
    expect(nextSlotsOf(new ApiError(409, 'slot_taken', 'taken', { nextSlots: [{ start: 1 }] }))).toEqual([]);
  });

  it('is not what another refusal says', () => {
    expect(nextSlotsOf(new ApiError(409, 'too_many_open_bookings', 'too many'))).toBeNull();
    expect(nextSlotsOf(new Error('boom'))).toBeNull();
  });
});
