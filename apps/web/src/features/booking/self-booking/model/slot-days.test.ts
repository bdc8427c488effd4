import type { BookingSlots } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { nextFrom, slotDays } from './slot-days';

const slot = (start: string, minutes = 45) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});
const page = (slots: BookingSlots['slots'], holidays: BookingSlots['holidays'] = []): BookingSlots => ({
  slots,
  holidays,
  lastDay: '2026-12-31',
});

describe('the days of free slots', () => {
  it('groups starts by Swiss day, in order, across pages', () => {
    const days = slotDays([
      page([slot('2026-12-03T14:00:00.000Z'), slot('2026-12-03T08:00:00.000Z'), slot('2026-12-04T07:30:00.000Z')]),
      page([slot('2026-12-17T09:00:00.000Z')]),
    ]);
    expect(days.map((day) => [day.day, day.slots.map((each) => each.start)])).toEqual([
      ['2026-12-03', ['2026-12-03T08:00:00.000Z', '2026-12-03T14:00:00.000Z']],
      ['2026-12-04', ['2026-12-04T07:30:00.000Z']],
      ['2026-12-17', ['2026-12-17T09:00:00.000Z']],
    ]);
  });

  it('counts a start just after midnight in Switzerland on its Swiss day', () => {
    const [day] = slotDays([page([slot('2026-12-03T23:15:00.000Z')])]);
    expect(day?.day).toBe('2026-12-04');
  });

  it('shows a holiday closed in its place, and leaves out days with nothing free', () => {
    const days = slotDays([
      page(
        [slot('2026-12-24T08:00:00.000Z'), slot('2026-12-28T08:00:00.000Z')],
        [{ date: '2026-12-25', name: 'Noël' }],
      ),
    ]);
    expect(days.map((day) => [day.day, day.holiday, day.slots.length])).toEqual([
      ['2026-12-24', null, 1],
      ['2026-12-25', 'Noël', 0],
      ['2026-12-28', null, 1],
    ]);
  });

  it('has nothing to show before the first page', () => {
    expect(slotDays([])).toEqual([]);
  });
});

describe('loading later days', () => {
  it('goes on two weeks later until the horizon', () => {
    expect(nextFrom('2026-12-01', '2026-12-29')).toBe('2026-12-15');
    expect(nextFrom('2026-12-15', '2026-12-29')).toBe('2026-12-29');
    expect(nextFrom('2026-12-29', '2026-12-29')).toBeNull();
  });
});
