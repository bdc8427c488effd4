import { describe, expect, it } from 'vitest';
import { isFree, occupiedSpan, overlaps } from './availability.rules';

const at = (iso: string) => new Date(iso);
const slot = (start: string, end: string, allDay = false) => ({ start: at(start), end: at(end), allDay });

describe('availability', () => {
  it('treats touching intervals as free', () => {
    expect(
      overlaps(
        slot('2026-06-01T08:00:00Z', '2026-06-01T09:00:00Z'),
        slot('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z'),
      ),
    ).toBe(false);
  });

  it('finds a one-minute overlap and an interval inside another', () => {
    expect(
      overlaps(
        slot('2026-06-01T08:00:00Z', '2026-06-01T09:01:00Z'),
        slot('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z'),
      ),
    ).toBe(true);
    expect(
      overlaps(
        slot('2026-06-01T08:00:00Z', '2026-06-01T12:00:00Z'),
        slot('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z'),
      ),
    ).toBe(true);
  });

  it('lets an all-day booking block its whole Swiss day, midnight to midnight', () => {
    const allDay = slot('2026-06-01T10:00:00Z', '2026-06-01T10:00:00Z', true);
    expect(occupiedSpan(allDay)).toEqual({ start: at('2026-05-31T22:00:00Z'), end: at('2026-06-01T22:00:00Z') });
    expect(overlaps(allDay, slot('2026-05-31T22:30:00Z', '2026-05-31T23:00:00Z'))).toBe(true);
    expect(overlaps(allDay, slot('2026-06-01T21:00:00Z', '2026-06-01T22:00:00Z'))).toBe(true);
    expect(overlaps(allDay, slot('2026-06-01T22:00:00Z', '2026-06-01T23:00:00Z'))).toBe(false);
    expect(overlaps(allDay, slot('2026-05-31T21:00:00Z', '2026-05-31T22:00:00Z'))).toBe(false);
  });

  it('counts a 23-hour day when summer time starts', () => {
    const allDay = slot('2026-03-29T10:00:00Z', '2026-03-29T10:00:00Z', true);
    expect(occupiedSpan(allDay)).toEqual({ start: at('2026-03-28T23:00:00Z'), end: at('2026-03-29T22:00:00Z') });
  });

  it('blocks every day of a multi-day all-day booking', () => {
    const camp = slot('2026-07-06T00:00:00Z', '2026-07-08T12:00:00Z', true);
    expect(isFree(slot('2026-07-07T13:00:00Z', '2026-07-07T14:00:00Z'), [camp])).toBe(false);
    expect(isFree(slot('2026-07-08T22:00:00Z', '2026-07-08T23:00:00Z'), [camp])).toBe(true);
  });
});
