import { describe, expect, it } from 'vitest';
import { formatSwissTime, inSchoolTime, schoolDateTime, schoolDay, schoolDayBounds } from './school-time';

describe('Swiss wall-clock times', () => {
  it('reads a winter time as UTC+1 and a summer time as UTC+2', () => {
    expect(schoolDateTime('2026-01-15', '08:00').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(schoolDateTime('2026-07-15', '08:00').toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });

  it('formats back to the same wall-clock time', () => {
    expect(formatSwissTime(schoolDateTime('2026-03-29', '17:30'))).toBe('17:30');
  });
});

describe('schoolDay and schoolDayBounds', () => {
  it('name the Swiss day of an instant, late evening UTC already being tomorrow in summer', () => {
    expect(schoolDay(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(schoolDay(new Date('2026-12-01T22:30:00Z'))).toBe('2026-12-01');
  });

  it('name the same day as the Swiss wall-clock time, every hour of a year with two clock changes', () => {
    const start = Date.parse('2026-01-01T00:30:00Z');
    for (let at = start; at < start + 366 * 86_400_000; at += 3_600_000) {
      const date = new Date(at);
      expect(schoolDay(date), date.toISOString()).toBe(inSchoolTime(date).format('YYYY-MM-DD'));
    }
  });

  it('span 23 hours on the spring clock change and 24 otherwise', () => {
    const spring = schoolDayBounds('2026-03-29');
    expect(spring.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const winter = schoolDayBounds('2026-12-01');
    expect(winter.start.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(winter.end.toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });
});
