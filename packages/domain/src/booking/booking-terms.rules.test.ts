import { describe, expect, it } from 'vitest';
import { freeCancellationEnd, isLateCancellation } from './booking-terms.rules';

describe('cancelling a booked lesson', () => {
  const until = new Date('2026-12-09T09:00:00.000Z');

  it('is free until the hours the monitor set before the lesson', () => {
    expect(freeCancellationEnd(new Date('2026-12-10T09:00:00.000Z'), 48).toISOString()).toBe(
      '2026-12-08T09:00:00.000Z',
    );
  });

  it('is charged once the free window has passed, for a confirmed lesson only', () => {
    expect(isLateCancellation('confirmed', until, until)).toBe(false);
    expect(isLateCancellation('confirmed', until, new Date(until.getTime() + 1))).toBe(true);
    expect(isLateCancellation('pending', until, new Date(until.getTime() + 1))).toBe(false);
    expect(isLateCancellation('awaiting_payment', until, new Date(until.getTime() + 1))).toBe(false);
  });
});
