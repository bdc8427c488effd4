import { describe, expect, it } from 'vitest';
import { schoolDateTime } from '../kernel/time/school-time';
import { MAX_SERIES_OCCURRENCES, shiftOccurrence, weeklyOccurrences } from './recurrence.rules';

const lesson = (day: string, from: string, to: string) => ({
  start: schoolDateTime(day, from),
  end: schoolDateTime(day, to),
  allDay: false,
});
const iso = (dates: { start: Date }[]) => dates.map(({ start }) => start.toISOString());

describe('weekly series', () => {
  it('repeats every week up to the last day inclusive, at the same Swiss time across the clock change', () => {
    const occurrences = weeklyOccurrences(lesson('2026-10-14', '08:00', '09:30'), '2026-11-04');
    expect(iso(occurrences)).toEqual([
      '2026-10-14T06:00:00.000Z', // summer time
      '2026-10-21T06:00:00.000Z',
      '2026-10-28T07:00:00.000Z', // winter time: still 08:00 in Zurich
      '2026-11-04T07:00:00.000Z',
    ]);
    expect(occurrences.every(({ start, end }) => end.getTime() - start.getTime() === 90 * 60_000)).toBe(true);
  });

  it('gives the booking alone when the series ends the same day or before', () => {
    expect(weeklyOccurrences(lesson('2026-12-02', '10:00', '11:00'), '2026-12-02')).toHaveLength(1);
    expect(weeklyOccurrences(lesson('2026-12-02', '10:00', '11:00'), '2026-12-01')).toHaveLength(1);
  });

  it('stops one past the maximum so a caller can tell a series is too long', () => {
    const occurrences = weeklyOccurrences(lesson('2026-12-02', '10:00', '11:00'), '2035-01-01');
    expect(occurrences).toHaveLength(MAX_SERIES_OCCURRENCES + 1);
  });

  it('moves another occurrence by the same days to the new time and length', () => {
    const before = lesson('2026-12-02', '10:00', '11:00');
    const after = lesson('2026-12-03', '14:00', '15:30');
    const later = shiftOccurrence(lesson('2027-04-07', '10:00', '11:00'), { before, after });
    expect(later.start).toEqual(schoolDateTime('2027-04-08', '14:00'));
    expect(later.end).toEqual(schoolDateTime('2027-04-08', '15:30'));
  });
});
