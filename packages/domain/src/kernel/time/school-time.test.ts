import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSwissTime, inSchoolTime, schoolDateTime, schoolDay, schoolDayBounds, zonedInstant } from './school-time';

describe('Swiss wall-clock times', () => {
  it('reads a winter time as UTC+1 and a summer time as UTC+2', () => {
    expect(schoolDateTime('2026-01-15', '08:00').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(schoolDateTime('2026-07-15', '08:00').toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });

  it('formats back to the same wall-clock time', () => {
    expect(formatSwissTime(schoolDateTime('2026-03-29', '17:30'))).toBe('17:30');
  });

  it('reads a time the spring clock change skips with the offset before the gap (RFC 5545 §3.3.5)', () => {
    expect(schoolDateTime('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // The night: 02:30 on 28.03.2027 is 02:30+01:00, 01:30Z (03:30 summer time), never 00:30Z.
    expect(schoolDateTime('2027-03-28', '02:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(formatSwissTime(schoolDateTime('2027-03-28', '02:30'))).toBe('03:30');
  });

  it('reads the autumn hour that happens twice as its first occurrence, still summer time (RFC 5545 §3.3.5)', () => {
    expect(schoolDateTime('2027-10-31', '02:30').toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(schoolDateTime('2027-10-31', '02:00').toISOString()).toBe('2027-10-31T00:00:00.000Z');
    expect(schoolDateTime('2027-10-31', '03:00').toISOString()).toBe('2027-10-31T02:00:00.000Z');
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
        // dayjs reads the repeated autumn hour as its second occurrence, the rule its first.
        const repeated = [-3_600_000, 3_600_000].some(
          (shift) => formatSwissTime(new Date(expected.getTime() + shift)) === time,
        );
        if (!repeated) expect(schoolDateTime(day, time).toISOString(), `${day} ${time}`).toBe(expected.toISOString());
      }
    }
  }, 30_000); // dayjs.tz thousands of times: slow on a busy machine
});

describe('zonedInstant at every clock change of Europe/Zurich, 2026–2030 (RFC 5545 §3.3.5)', () => {
  const MINUTE = 60_000;
  const HOUR = 3_600_000;
  const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', timeZoneName: 'longOffset' });
  /** The zone's offset at an instant, in ms, read from Intl apart from the code under test. */
  const offsetAt = (at: number) => {
    const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * HOUR + Number(match[3]) * MINUTE) : 0;
  };
  /** The wall clock an instant shows in Zurich, as the fields zonedInstant takes. */
  const wallOf = (at: number) => {
    const shown = new Date(at + offsetAt(at));
    return {
      year: shown.getUTCFullYear(),
      month: shown.getUTCMonth() + 1,
      day: shown.getUTCDate(),
      hour: shown.getUTCHours(),
      minute: shown.getUTCMinutes(),
      second: shown.getUTCSeconds(),
    };
  };
  const asUtc = (wall: ReturnType<typeof wallOf>) =>
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

  /** Every instant the offset changes, found by the hour then to the minute. */
  const changes: { at: number; before: number; after: number }[] = [];
  for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2031, 0, 1); at += HOUR) {
    if (offsetAt(at) === offsetAt(at + HOUR)) continue;
    let change = at + MINUTE;
    while (offsetAt(change) === offsetAt(at)) change += MINUTE;
    changes.push({ at: change, before: offsetAt(at), after: offsetAt(change) });
  }

  it('finds the ten changes: last Sunday of March and of October at 01:00 UTC', () => {
    expect(changes.map((change) => new Date(change.at).toISOString())).toEqual(
      [
        ['2026-03-29', '2026-10-25'],
        ['2027-03-28', '2027-10-31'],
        ['2028-03-26', '2028-10-29'],
        ['2029-03-25', '2029-10-28'],
        ['2030-03-31', '2030-10-27'],
      ]
        .flat()
        .map((day) => `${day}T01:00:00.000Z`),
    );
  });

  it('reads every minute of each spring gap with the offset before it: one hour earlier than summer time would', () => {
    for (const change of changes.filter((each) => each.after > each.before)) {
      // The gap: the wall clock jumps from before the change (02:00 winter) to after it (03:00 summer).
      const gapStart = change.at + change.before;
      for (let wall = gapStart; wall < change.at + change.after; wall += MINUTE) {
        const fields = wallOf(wall - change.before);
        // wallOf(wall - before) shows the post-change clock; the skipped wall clock itself is `wall` as UTC.
        const skipped = new Date(wall);
        const instant = zonedInstant({
          year: skipped.getUTCFullYear(),
          month: skipped.getUTCMonth() + 1,
          day: skipped.getUTCDate(),
          hour: skipped.getUTCHours(),
          minute: skipped.getUTCMinutes(),
        });
        expect(instant.getTime(), skipped.toISOString()).toBe(wall - change.before);
        // A valid instant, which shows the same minute an hour later (summer time) and reads back to itself.
        expect(asUtc(fields)).toBe(wall - change.before + change.after);
        expect(zonedInstant(fields).getTime()).toBe(instant.getTime());
      }
    }
  });

  it('reads every minute of each repeated autumn hour as its first occurrence', () => {
    for (const change of changes.filter((each) => each.after < each.before)) {
      // The repeated hour: the wall clocks from the change in winter time up to the change in summer time.
      for (let wall = change.at + change.after; wall < change.at + change.before; wall += MINUTE) {
        const shown = new Date(wall);
        const fields = {
          year: shown.getUTCFullYear(),
          month: shown.getUTCMonth() + 1,
          day: shown.getUTCDate(),
          hour: shown.getUTCHours(),
          minute: shown.getUTCMinutes(),
        };
        const first = wall - change.before;
        expect(first, shown.toISOString()).toBeLessThan(change.at);
        expect(zonedInstant(fields).getTime(), shown.toISOString()).toBe(first);
        expect(asUtc(wallOf(first))).toBe(wall);
        // The second occurrence shows the same wall clock an hour later.
        expect(asUtc(wallOf(first + (change.before - change.after)))).toBe(wall);
      }
    }
  });

  it('round-trips any other instant of 2026–2030 to the second (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2031, 0, 1) - 1 }), (at) => {
        const instant = Math.floor(at / 1000) * 1000;
        const wall = wallOf(instant);
        const repeatedSecond = changes.some(
          (change) =>
            change.after < change.before && instant >= change.at && instant < change.at + change.before - change.after,
        );
        // An instant in the second occurrence of the autumn hour reads back as the first one, an hour earlier.
        expect(zonedInstant(wall).getTime()).toBe(repeatedSecond ? instant - HOUR : instant);
      }),
      { numRuns: 5000 },
    );
  });

  it('round-trips around every change, minute by minute, two hours either side', () => {
    for (const change of changes) {
      for (let at = change.at - 2 * HOUR; at < change.at + 2 * HOUR; at += MINUTE) {
        const secondOccurrence = change.after < change.before && at >= change.at && at < change.at + HOUR;
        expect(zonedInstant(wallOf(at)).getTime(), new Date(at).toISOString()).toBe(secondOccurrence ? at - HOUR : at);
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
  }, 30_000); // dayjs.tz thousands of times: slow on a busy machine

  it('span 23 hours on the spring clock change and 24 otherwise', () => {
    const spring = schoolDayBounds('2026-03-29');
    expect(spring.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const winter = schoolDayBounds('2026-12-01');
    expect(winter.start.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(winter.end.toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });
});
