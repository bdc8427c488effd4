import type { Calendar, Course } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { bookingCalendar, bookingPreset, nextHalfHour, presetDraft, slotDraft } from './booking-preset';

const LESSON = '00000000-0000-4000-8000-0000000000c1';

const calendar = (id: string, extra: Partial<Calendar> = {}): Calendar => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  label: id,
  colour: '#112233',
  defaultDurationMinutes: 45,
  workdayStart: '07:00',
  workdayEnd: '19:00',
  overlay: false,
  defaultCourseId: null,
  main: false,
  access: 'owner',
  owner: { id: '00000000-0000-4000-8000-000000000009', firstname: 'Anne', name: 'Chef' },
  ...extra,
});

const lesson = { id: LESSON, label: 'Leçon de conduite', durationMinutes: 90, disabled: false } as Course;

describe('a new booking’s preset', () => {
  it('goes in my main calendar, else the first I may write in, never a read-only or external one', () => {
    const shared = calendar('a1', { access: 'read' });
    const external = calendar('a2', { provider: 'caldav' });
    const other = calendar('a3');
    const main = calendar('a4', { main: true });
    expect(bookingCalendar([shared, external, other, main])?.id).toBe(main.id);
    expect(bookingCalendar([shared, external, other])?.id).toBe(other.id);
    expect(bookingCalendar([shared, external])).toBeUndefined();
    expect(bookingPreset([shared], [lesson])).toBeNull();
  });

  it('takes the calendar’s default course and that course’s length', () => {
    const main = calendar('b1', { main: true, defaultCourseId: LESSON });
    expect(bookingPreset([main], [lesson])).toEqual({ calendar: main, courseId: LESSON, durationMinutes: 90 });
  });

  it('falls back on no course and the calendar’s lesson length when the course is not bookable any more', () => {
    const main = calendar('b2', { main: true, defaultCourseId: LESSON });
    expect(bookingPreset([main], [])).toEqual({ calendar: main, courseId: null, durationMinutes: 45 });
    expect(bookingPreset([main], [{ ...lesson, disabled: true }])?.courseId).toBeNull();
    expect(bookingPreset([calendar('b3', { main: true })], [lesson])?.courseId).toBeNull();
  });

  it('books from a start for the preset’s length, or up to a chosen end', () => {
    const main = calendar('c1', { main: true, defaultCourseId: LESSON });
    const preset = bookingPreset([main], [lesson]);
    if (!preset) throw new Error('no preset');
    const start = new Date('2026-12-03T14:00:00+01:00');
    expect(presetDraft(preset, start)).toEqual({
      start,
      end: new Date('2026-12-03T15:30:00+01:00'),
      allDay: false,
      calendarId: main.id,
      courseId: LESSON,
    });
    expect(presetDraft(preset, start, new Date('2026-12-03T16:00:00+01:00')).end).toEqual(
      new Date('2026-12-03T16:00:00+01:00'),
    );
  });

  it('books the lesson on a tap of a touch screen, a plain appointment on a mouse selection or an all-day slot', () => {
    const main = calendar('d1', { main: true, defaultCourseId: LESSON });
    const preset = bookingPreset([main], [lesson]);
    if (!preset) throw new Error('no preset');
    const start = new Date('2026-12-03T14:00:00+01:00');
    const halfHour = { start, end: new Date('2026-12-03T14:30:00+01:00'), allDay: false };
    expect(slotDraft(preset, { ...halfHour, touch: true }, 30)).toMatchObject({
      courseId: LESSON,
      end: new Date('2026-12-03T15:30:00+01:00'),
    });
    expect(slotDraft(preset, halfHour, 30)).toMatchObject({
      courseId: null,
      end: new Date('2026-12-03T14:45:00+01:00'),
    });
    const dragged = { start, end: new Date('2026-12-03T16:00:00+01:00'), allDay: false, touch: true };
    expect(slotDraft(preset, dragged, 30)).toMatchObject({ courseId: LESSON, end: dragged.end });
    const day = {
      start: new Date('2026-12-03T00:00:00+01:00'),
      end: new Date('2026-12-04T00:00:00+01:00'),
      allDay: true,
    };
    expect(slotDraft(preset, { ...day, touch: true }, 30)).toMatchObject({
      allDay: true,
      courseId: null,
      end: day.end,
    });
  });

  it('without a free slot known, starts on the next half hour', () => {
    expect(nextHalfHour(new Date('2026-12-03T14:07:00+01:00'))).toEqual(new Date('2026-12-03T14:30:00+01:00'));
    expect(nextHalfHour(new Date('2026-12-03T14:30:00+01:00'))).toEqual(new Date('2026-12-03T15:00:00+01:00'));
    expect(nextHalfHour(new Date('2026-12-03T14:59:59+01:00'))).toEqual(new Date('2026-12-03T15:00:00+01:00'));
  });
});
