import dayjs from 'dayjs';
import fc from 'fast-check';
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

  it('moves a time the spring clock change skips forward by the hour skipped', () => {
    expect(schoolDateTime('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('keeps a year below 100 as written, where Date.UTC and dayjs make 0050 into 1950', () => {
    expect(schoolDateTime('0050-01-01', '10:00').getUTCFullYear()).toBe(50);
    expect(schoolDateTime('0000-01-01', '00:00').getUTCFullYear()).toBe(-1);
    expect(schoolDateTime('0-01-01', '12:00').getUTCFullYear()).toBe(0);
    expect(Number.isNaN(schoolDateTime('01.01.2026', '10:00').getTime())).toBe(true);
  });

  it('reads any year from 0 to 9999 as that year (property)', () => {
    const pad = (value: number, length = 2) => String(value).padStart(length, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 4, max: 23 }),
        (year, month, day, hour) => {
          const instant = schoolDateTime(`${pad(year, 4)}-${pad(month)}-${pad(day)}`, `${pad(hour)}:00`);
          // Swiss time is at most two hours ahead of UTC: from 04:00 on, the UTC day is the same.
          expect(instant.getUTCFullYear()).toBe(year);
          expect(instant.getUTCMonth()).toBe(month - 1);
          expect(instant.getUTCDate()).toBe(day);
          expect(hour - instant.getUTCHours()).toBeGreaterThanOrEqual(0);
          expect(hour - instant.getUTCHours()).toBeLessThanOrEqual(2);
        },
      ),
    );
  });

  it('agrees with dayjs every 5 hours of 1900, 2026 and 2100, outside the autumn hour that happens twice', () => {
    for (const year of [1900, 2026, 2100]) {
      const start = Date.UTC(year, 0, 1);
      for (let at = start; at < start + 365 * 86_400_000; at += 5 * 3_600_000) {
        const [day = '', time = ''] = new Date(at).toISOString().slice(0, 16).split('T');
        const expected = dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', 'Europe/Zurich').toDate();
        const repeated = formatSwissTime(new Date(expected.getTime() + 3_600_000)) === time;
        if (!repeated) expect(schoolDateTime(day, time).toISOString(), `${day} ${time}`).toBe(expected.toISOString());
      }
    }
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
