import { describe, expect, it } from 'vitest';
import { gridRange, scrollTimeOf } from './grid-range';

/** Three Swiss days shown on the phone, Wednesday 2 to Friday 4 December 2026 (winter time, UTC+1). */
const from = new Date('2026-12-02T00:00:00+01:00');
const to = new Date('2026-12-05T00:00:00+01:00');
const workday = { workdayStart: '07:00', workdayEnd: '19:00' };
/** A Monday outside the range: now plays no part. */
const elsewhere = new Date('2026-11-30T10:00:00+01:00');
const timed = (start: string, end: string, allDay = false) => ({ start, end, allDay });

describe('the time grid’s hours', () => {
  it('are the work day when nothing falls outside it', () => {
    const inside = [timed('2026-12-02T08:00:00+01:00', '2026-12-02T09:00:00+01:00')];
    expect(gridRange({ ...workday, appointments: inside, from, to, now: elsewhere })).toEqual({
      slotMinTime: '07:00:00',
      slotMaxTime: '19:00:00',
    });
  });

  it('stretch to whole hours to hold an early lesson and a late course', () => {
    const outside = [
      timed('2026-12-03T05:30:00+01:00', '2026-12-03T06:30:00+01:00'),
      timed('2026-12-04T18:30:00+01:00', '2026-12-04T20:30:00+01:00'),
    ];
    expect(gridRange({ ...workday, appointments: outside, from, to, now: elsewhere })).toEqual({
      slotMinTime: '05:00:00',
      slotMaxTime: '21:00:00',
    });
  });

  it('end on the hour an appointment ends on, and follow a work day set on the half hour', () => {
    const evening = [timed('2026-12-02T18:00:00+01:00', '2026-12-02T20:00:00+01:00')];
    expect(
      gridRange({ workdayStart: '07:30', workdayEnd: '17:30', appointments: evening, from, to, now: elsewhere }),
    ).toEqual({ slotMinTime: '07:00:00', slotMaxTime: '20:00:00' });
  });

  it('ignore all-day appointments and those outside the visible range', () => {
    const ignored = [
      timed('2026-12-02T00:00:00+01:00', '2026-12-03T00:00:00+01:00', true),
      timed('2026-12-07T05:00:00+01:00', '2026-12-07T06:00:00+01:00'),
    ];
    expect(gridRange({ ...workday, appointments: ignored, from, to, now: elsewhere })).toEqual({
      slotMinTime: '07:00:00',
      slotMaxTime: '19:00:00',
    });
  });

  it('span the whole day for an appointment running past midnight, in or into the range', () => {
    const night = [timed('2026-12-02T22:00:00+01:00', '2026-12-03T02:00:00+01:00')];
    expect(gridRange({ ...workday, appointments: night, from, to, now: elsewhere })).toEqual({
      slotMinTime: '00:00:00',
      slotMaxTime: '24:00:00',
    });
    // Only its early hours are on screen: the grid starts at midnight and keeps the work day's end.
    const intoRange = [timed('2026-12-01T22:00:00+01:00', '2026-12-02T02:00:00+01:00')];
    expect(gridRange({ ...workday, appointments: intoRange, from, to, now: elsewhere })).toEqual({
      slotMinTime: '00:00:00',
      slotMaxTime: '19:00:00',
    });
  });

  it('hold the current time when today is shown, at any hour', () => {
    const late = new Date('2026-12-03T22:10:00+01:00');
    expect(gridRange({ ...workday, appointments: [], from, to, now: late })).toEqual({
      slotMinTime: '07:00:00',
      slotMaxTime: '23:00:00',
    });
    const early = new Date('2026-12-03T05:45:00+01:00');
    expect(gridRange({ ...workday, appointments: [], from, to, now: early }).slotMinTime).toBe('05:00:00');
    expect(gridRange({ ...workday, appointments: [], from, to, now: new Date('2026-12-03T23:50:00+01:00') })).toEqual({
      slotMinTime: '07:00:00',
      slotMaxTime: '24:00:00',
    });
  });

  it('read Swiss time in summer too', () => {
    const summerFrom = new Date('2027-07-01T00:00:00+02:00');
    const summerTo = new Date('2027-07-02T00:00:00+02:00');
    const dawn = [timed('2027-07-01T03:30:00Z', '2027-07-01T04:30:00Z')]; // 05:30–06:30 in Lausanne
    expect(
      gridRange({ ...workday, appointments: dawn, from: summerFrom, to: summerTo, now: elsewhere }).slotMinTime,
    ).toBe('05:00:00');
  });
});

describe('where the grid opens', () => {
  const range = { slotMinTime: '07:00:00', slotMaxTime: '19:00:00' };

  it('an hour before now when today is shown, so the current time is in view', () => {
    expect(scrollTimeOf(range, '07:00', new Date('2026-12-03T14:20:00+01:00'), true)).toBe('13:20:00');
  });

  it('at the work day’s start on other days, and never above the grid', () => {
    expect(scrollTimeOf(range, '07:00', new Date('2026-12-03T14:20:00+01:00'), false)).toBe('07:00:00');
    expect(scrollTimeOf(range, '07:00', new Date('2026-12-03T07:30:00+01:00'), true)).toBe('07:00:00');
    expect(
      scrollTimeOf({ ...range, slotMinTime: '05:00:00' }, '07:00', new Date('2026-12-03T05:40:00+01:00'), true),
    ).toBe('05:00:00');
  });
});
