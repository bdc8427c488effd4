import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../calendar/availability.rules';
import { dayPlus, inSchoolTime, schoolDateTime, schoolDay, schoolDayBounds } from '../kernel/time/school-time';
import { SELF_BOOKING_LESSON_LENGTHS, SELF_BOOKING_STEPS } from './booking-policy.schema';
import { bookingWindow, type OfferSearch, offeredSlots, type SlotRules } from './booking-slots.rules';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const sunday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0;
const hhmm = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  horizonWeeks: 1,
  noticeUnit: 'hours',
  noticeAmount: 0,
  bufferMinutes: 0,
  stepMinutes: 30,
  ...overrides,
});
const local = (date: Date) => inSchoolTime(date).format('YYYY-MM-DD HH:mm');

describe('the slots offered to students', () => {
  it('counts a notice in working days over Sundays and holidays: from the start of the N-th open day', () => {
    // Thursday 24 December 2026, 16:00; Sundays, Christmas and St Stephen's Day closed.
    const now = schoolDateTime('2026-12-24', '16:00');
    const isClosed = (day: string) => sunday(day) || day === '2026-12-25' || day === '2026-12-26';
    const window = bookingWindow({ rules: rules({ noticeUnit: 'working_days', noticeAmount: 2 }), now, isClosed });
    // Open days after Thursday 24: Monday 28 (1st), Tuesday 29 (2nd).
    expect(local(window.earliest)).toBe('2026-12-29 00:00');
    expect(local(window.latest)).toBe('2027-01-01 00:00');
  });

  it('keeps the buffer on both sides of a busy time and the notice in hours', () => {
    const now = schoolDateTime('2026-12-07', '07:00');
    const busy = [{ start: schoolDateTime('2026-12-07', '10:00'), end: schoolDateTime('2026-12-07', '11:00') }];
    const slots = offeredSlots({
      rules: rules({ noticeAmount: 2, bufferMinutes: 15 }),
      lengthMinutes: 45,
      now,
      workdayStart: '08:00',
      workdayEnd: '13:00',
      isClosed: () => false,
      busy,
    }).filter((slot) => schoolDay(slot.start) === '2026-12-07');
    expect(slots.map((slot) => local(slot.start).slice(11))).toEqual(['09:00', '11:30', '12:00']);
  });

  it('offers whole lessons on the grid of the work day across the change to summer time', () => {
    const now = schoolDateTime('2027-03-27', '12:00');
    const slots = offeredSlots({
      rules: rules({ stepMinutes: 60 }),
      lengthMinutes: 50,
      now,
      workdayStart: '01:00',
      workdayEnd: '05:00',
      isClosed: () => false,
      busy: [],
    }).filter((slot) => schoolDay(slot.start) === '2027-03-28');
    // 02:00 does not exist that night: the grid goes on in real hours.
    expect(slots.map((slot) => local(slot.start).slice(11))).toEqual(['01:00', '03:00', '04:00']);
  });

  /**
   * Whatever the rules, the calendar and the moment (around both changes of Swiss time in 2027 and
   * through the year), no offered slot breaks a rule.
   */
  it('never offers a slot that breaks the notice, the horizon, the buffer, the closed days, the work day or a busy time', {
    timeout: 120_000,
  }, () => {
    const instant = (from: string, to: string) =>
      fc
        .integer({ min: Date.parse(from), max: Date.parse(to) })
        .map((ms) => new Date(Math.floor(ms / MINUTE) * MINUTE));
    const now = fc.oneof(
      instant('2027-03-20T00:00:00Z', '2027-03-29T00:00:00Z'),
      instant('2027-10-23T00:00:00Z', '2027-11-01T00:00:00Z'),
      instant('2027-01-01T00:00:00Z', '2027-12-31T00:00:00Z'),
    );
    const slotRules = fc.record({
      horizonWeeks: fc.integer({ min: 1, max: 2 }),
      noticeUnit: fc.constantFrom('hours' as const, 'working_days' as const),
      noticeAmount: fc.integer({ min: 0, max: 72 }),
      bufferMinutes: fc.integer({ min: 0, max: 60 }),
      stepMinutes: fc.constantFrom(...SELF_BOOKING_STEPS),
    });
    const workday = fc.record({
      start: fc.tuple(fc.integer({ min: 0, max: 11 }), fc.constantFrom(0, 15, 30, 45)),
      end: fc.tuple(fc.integer({ min: 12, max: 23 }), fc.constantFrom(0, 15, 30, 45)),
    });
    const busyFrom = (origin: Date) =>
      fc
        .array(
          fc.record({
            offset: fc.integer({ min: -24 * 60, max: 15 * 24 * 60 }),
            minutes: fc.integer({ min: 15, max: 240 }),
            allDay: fc.boolean(),
          }),
          { maxLength: 12 },
        )
        .map((entries) =>
          entries.map(({ offset, minutes, allDay }): Booking => {
            const start = new Date(origin.getTime() + offset * MINUTE);
            return { start, end: new Date(start.getTime() + minutes * MINUTE), allDay };
          }),
        );
    const scenario = now.chain((at) =>
      fc.record({
        now: fc.constant(at),
        rules: slotRules,
        lengthMinutes: fc.constantFrom(...SELF_BOOKING_LESSON_LENGTHS),
        workday,
        holidays: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 4 }),
        busy: busyFrom(at),
      }),
    );

    fc.assert(
      fc.property(scenario, (input) => {
        const today = schoolDay(input.now);
        const holidays = new Set(input.holidays.map((offset) => dayPlus(today, offset)));
        const isClosed = (day: string) => sunday(day) || holidays.has(day);
        const workdayStart = hhmm(...input.workday.start);
        const workdayEnd = hhmm(...input.workday.end);
        const search: OfferSearch = {
          rules: {
            ...input.rules,
            noticeAmount: input.rules.noticeUnit === 'hours' ? input.rules.noticeAmount : input.rules.noticeAmount % 6,
          },
          lengthMinutes: input.lengthMinutes,
          now: input.now,
          workdayStart,
          workdayEnd,
          isClosed,
          busy: input.busy,
        };
        const { rules: applied } = search;
        const lastDay = dayPlus(today, applied.horizonWeeks * 7);
        const horizonEnd = schoolDayBounds(lastDay).end.getTime();
        const buffer = applied.bufferMinutes * MINUTE;
        // Each busy time as it blocks, widened by the buffer (an all-day one blocks its whole days).
        const blocked = input.busy.map((booking) => {
          const start = booking.allDay ? schoolDayBounds(schoolDay(booking.start)).start : booking.start;
          const last = new Date(Math.max(booking.start.getTime(), booking.end.getTime() - 1));
          const end = booking.allDay ? schoolDayBounds(schoolDay(last)).end : booking.end;
          return { start: start.getTime() - buffer, end: end.getTime() + buffer };
        });
        // What each day allows, worked out once: its work-day hours and the open days since today.
        const days = new Map<string, { from: number; to: number; openSince: number }>();
        let openSince = 0;
        for (let each = today; each <= lastDay; each = dayPlus(each, 1)) {
          if (each !== today && !isClosed(each)) openSince += 1;
          const to = schoolDateTime(each, workdayEnd).getTime();
          days.set(each, { from: schoolDateTime(each, workdayStart).getTime(), to, openSince });
        }
        for (const slot of offeredSlots(search)) {
          const day = schoolDay(slot.start);
          const allowed = days.get(day);
          // Within the horizon, on an open day.
          expect(allowed).toBeDefined();
          expect(isClosed(day)).toBe(false);
          expect(slot.end.getTime()).toBeLessThanOrEqual(horizonEnd);
          if (!allowed) continue;
          // Its length, on the grid of the work day, within the work-day hours.
          expect(slot.end.getTime() - slot.start.getTime()).toBe(input.lengthMinutes * MINUTE);
          expect((slot.start.getTime() - allowed.from) % (applied.stepMinutes * MINUTE)).toBe(0);
          expect(slot.start.getTime()).toBeGreaterThanOrEqual(allowed.from);
          expect(slot.end.getTime()).toBeLessThanOrEqual(allowed.to);
          // Not in the past, and after the notice.
          expect(slot.start.getTime()).toBeGreaterThanOrEqual(input.now.getTime());
          if (applied.noticeUnit === 'hours') {
            expect(slot.start.getTime()).toBeGreaterThanOrEqual(input.now.getTime() + applied.noticeAmount * HOUR);
          } else {
            expect(allowed.openSince).toBeGreaterThanOrEqual(applied.noticeAmount);
          }
          // Clear of every busy time by the buffer.
          const overlapping = blocked.filter(
            (span) => slot.start.getTime() < span.end && span.start < slot.end.getTime(),
          );
          expect(overlapping).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });
});
