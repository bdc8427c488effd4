import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schoolDateTime } from '../kernel/time/school-time';
import { appointmentBoundIssues, appointmentRange, lastAppointmentDay } from './appointment-bounds.rules';
import { appointmentCreateInput, appointmentInput } from './appointments.schema';

const NOW = new Date('2026-11-25T10:00:00Z');
const HOUR = 3_600_000;
const rulesOf = (slot: { start: Date; end: Date; allDay: boolean }) =>
  appointmentBoundIssues(slot, NOW).map((issue) => `${issue.field}:${issue.rule}`);

describe('appointment bounds', () => {
  it('run from ten years back to five years ahead of now', () => {
    const range = appointmentRange(NOW);
    expect(range.first.toISOString()).toBe('2016-11-25T10:00:00.000Z');
    expect(range.last.toISOString()).toBe('2031-11-25T10:00:00.000Z');
    expect(lastAppointmentDay(NOW)).toBe('2031-11-25');
  });

  it('name the start of an appointment in year 1 and the end of one running to 2099', () => {
    const start = new Date('0001-01-01T10:00:00Z');
    expect(rulesOf({ start, end: new Date(start.getTime() + HOUR), allDay: false })).toEqual([
      'start:appointment_out_of_range',
      'end:appointment_out_of_range',
    ]);
    expect(
      rulesOf({ start: new Date('2027-01-01T10:00:00Z'), end: new Date('2099-01-01T10:00:00Z'), allDay: false }),
    ).toEqual(['end:appointment_out_of_range']);
  });

  it('let a timed appointment last 24 hours and an all-day one 31 Swiss days, not more', () => {
    const start = schoolDateTime('2027-03-01', '00:00');
    expect(rulesOf({ start, end: new Date(start.getTime() + 24 * HOUR), allDay: false })).toEqual([]);
    expect(rulesOf({ start, end: new Date(start.getTime() + 24 * HOUR + 60_000), allDay: false })).toEqual([
      'end:appointment_too_long',
    ]);
    // March 2027 has a clock change: 31 days are 743 hours, and still 31 days.
    expect(rulesOf({ start, end: schoolDateTime('2027-04-01', '00:00'), allDay: true })).toEqual([]);
    expect(rulesOf({ start, end: schoolDateTime('2027-04-02', '00:00'), allDay: true })).toEqual([
      'end:appointment_too_long',
    ]);
  });

  it('accept exactly the timed slots within the range and within 24 hours (property)', () => {
    const range = appointmentRange(NOW);
    const span = { min: range.first.getTime() - 400 * 86_400_000, max: range.last.getTime() + 400 * 86_400_000 };
    fc.assert(
      fc.property(fc.integer(span), fc.integer({ min: 1, max: 72 * 60 }), (startMs, minutes) => {
        const start = new Date(startMs);
        const end = new Date(startMs + minutes * 60_000);
        const within = start >= range.first && end <= range.last;
        const expected = within && minutes <= 24 * 60;
        expect(appointmentBoundIssues({ start, end, allDay: false }, NOW).length === 0).toBe(expected);
      }),
    );
  });

  it('never accept a year outside the range, whatever the year typed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 364 }), (year, dayOfYear) => {
        const start = new Date(Date.UTC(2000, 0, 1 + dayOfYear, 10));
        start.setUTCFullYear(year);
        const issues = appointmentBoundIssues({ start, end: new Date(start.getTime() + HOUR), allDay: false }, NOW);
        if (year < 2016 || year > 2031) expect(issues.map((issue) => issue.field)).toContain('start');
      }),
    );
  });

  it('are checked by the booking schemas, by field and rule', () => {
    const refused = appointmentInput.safeParse({ start: '0001-01-01T10:00:00Z', end: '0001-01-01T11:00:00Z' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), 'params' in issue && issue.params])).toEqual([
      ['start', { rule: 'appointment_out_of_range' }],
      ['end', { rule: 'appointment_out_of_range' }],
    ]);
    const series = appointmentCreateInput.safeParse({
      start: new Date(Date.now() + 86_400_000).toISOString(),
      end: new Date(Date.now() + 86_400_000 + HOUR).toISOString(),
      repeatWeeklyUntil: '2099-01-01',
    });
    expect(series.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['repeatWeeklyUntil']);
  });
});
