import { describe, expect, it } from 'vitest';
import { appointmentInput, withinCourseRange } from './appointments.schema';
import { bookingDays } from './availability.rules';

const slot = (start: string, end: string, allDay = false) => ({ start: new Date(start), end: new Date(end), allDay });

describe('appointment input', () => {
  it('refuses an end that is not after the start, naming the end', () => {
    const result = appointmentInput.safeParse({ start: '2026-06-01T10:00:00Z', end: '2026-06-01T10:00:00Z' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['end']);
  });

  it('accepts a lesson with its defaults', () => {
    const result = appointmentInput.parse({ start: '2026-06-01T10:00:00+02:00', end: '2026-06-01T11:00:00+02:00' });
    expect(result).toMatchObject({ allDay: false, infrastructureIds: [], vehicleIds: [], courseId: null });
  });
});

describe('booking days in Swiss time', () => {
  it('places a late-evening UTC time on the next Swiss day', () => {
    expect(bookingDays(slot('2026-06-01T22:30:00Z', '2026-06-01T23:30:00Z'))).toEqual({
      first: '2026-06-02',
      last: '2026-06-02',
    });
  });

  it('keeps an end at midnight on the day before', () => {
    expect(bookingDays(slot('2026-06-01T22:00:00Z', '2026-06-03T22:00:00Z', true))).toEqual({
      first: '2026-06-02',
      last: '2026-06-03',
    });
  });
});

describe('course date range', () => {
  const course = { startDate: '2026-06-01', endDate: '2026-06-30' };

  it('accepts the first and the last day of the course', () => {
    expect(withinCourseRange({ first: '2026-06-01', last: '2026-06-01' }, course)).toBe(true);
    expect(withinCourseRange({ first: '2026-06-30', last: '2026-06-30' }, course)).toBe(true);
  });

  it('refuses a day before or after the course', () => {
    expect(withinCourseRange({ first: '2026-05-31', last: '2026-05-31' }, course)).toBe(false);
    expect(withinCourseRange({ first: '2026-06-30', last: '2026-07-01' }, course)).toBe(false);
  });

  it('accepts any day for a course without dates', () => {
    expect(withinCourseRange({ first: '1999-01-01', last: '2099-12-31' }, { startDate: null, endDate: null })).toBe(
      true,
    );
  });
});
