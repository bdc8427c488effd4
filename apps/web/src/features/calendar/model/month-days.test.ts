import type { Appointment } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { collapseMonth, isMonthRange, swissDay } from './month-days';

const at = (title: string, start: string, end: string, allDay = false): Appointment => ({
  id: `00000000-0000-4000-8000-${title.padStart(12, '0')}`,
  title,
  start,
  end,
  allDay,
  location: null,
  colour: null,
  description: '',
  calendarId: '00000000-0000-4000-8000-000000000002',
  course: null,
  students: [],
  infrastructures: [],
  vehicles: [],
  paid: false,
  price: null,
  priceOverridden: false,
  series: null,
  allowOverlap: false,
  version: 1,
});

describe('the month grid', () => {
  it('is any range longer than a week', () => {
    expect(isMonthRange(new Date('2026-11-30T00:00:00+01:00'), new Date('2027-01-11T00:00:00+01:00'))).toBe(true);
    expect(isMonthRange(new Date('2026-11-30T00:00:00+01:00'), new Date('2026-12-07T00:00:00+01:00'))).toBe(false);
  });

  it('reads days in Swiss time', () => {
    expect(swissDay(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
    expect(swissDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('keeps the first appointments of each day and counts the others, whole-day and multi-day ones always kept', () => {
    const day = (date: string, hour: string) => `${date}T${hour}:00:00Z`;
    const list = [
      at('stage', '2026-12-01T23:00:00Z', '2026-12-03T23:00:00Z', true),
      at('1', day('2026-12-02', '07'), day('2026-12-02', '08')),
      at('2', day('2026-12-02', '08'), day('2026-12-02', '09')),
      at('nuit', day('2026-12-02', '21'), day('2026-12-03', '01')),
      at('3', day('2026-12-02', '10'), day('2026-12-02', '11')),
      at('4', day('2026-12-02', '12'), day('2026-12-02', '13')),
      at('5', day('2026-12-02', '14'), day('2026-12-02', '15')),
      at('6', day('2026-12-03', '07'), day('2026-12-03', '08')),
      // Ends at Swiss midnight: still one day.
      at('7', day('2026-12-03', '21'), day('2026-12-03', '23')),
    ];
    const { kept, more } = collapseMonth(list, 2);
    expect(kept.map((appointment) => appointment.title)).toEqual(['stage', '1', '2', 'nuit', '6', '7']);
    expect(more).toEqual([{ day: '2026-12-02', count: 3 }]);
  });
});
