import type { Calendar, Course } from '@ds/domain';
import { type AppointmentDraft, draftEnd } from './appointment-form-values';
import { canWrite } from './calendar-events';

/** What a new appointment starts with: the calendar it goes in, its course and its length. */
export interface BookingPreset {
  calendar: Calendar;
  /** The calendar's default course, when I may still book it (an enabled course of mine). */
  courseId: string | null;
  durationMinutes: number;
}

/** The calendar a new appointment goes in: my main calendar, else the first I may write in. */
export function bookingCalendar(calendars: readonly Calendar[]): Calendar | undefined {
  const writable = calendars.filter(canWrite);
  return writable.find((calendar) => calendar.main && calendar.access === 'owner') ?? writable[0];
}

/**
 * The monitor's preset for a new booking: his booking calendar, its default course and that
 * course's length (else the calendar's default lesson length), as the slot picker counts it too.
 */
export function bookingPreset(calendars: readonly Calendar[], courses: readonly Course[]): BookingPreset | null {
  const calendar = bookingCalendar(calendars);
  if (!calendar) return null;
  const course = courses.find((entry) => entry.id === calendar.defaultCourseId && !entry.disabled);
  return {
    calendar,
    courseId: course?.id ?? null,
    durationMinutes: course?.durationMinutes ?? calendar.defaultDurationMinutes,
  };
}

const HALF_HOUR_MS = 30 * 60_000;

/** The next start on the half hour after now (the fallback when no free slot is known). */
export function nextHalfHour(now: Date): Date {
  return new Date(Math.ceil((now.getTime() + 1) / HALF_HOUR_MS) * HALF_HOUR_MS);
}

/** A new appointment from the preset, starting at `start` (the next free slot, or a tapped one). */
export function presetDraft(preset: BookingPreset, start: Date, end?: Date): AppointmentDraft {
  return {
    start,
    end: end ?? new Date(start.getTime() + preset.durationMinutes * 60_000),
    allDay: false,
    calendarId: preset.calendar.id,
    courseId: preset.courseId,
  };
}

/** A slot chosen in the calendar grid. */
export interface ChosenSlot {
  start: Date;
  end: Date;
  allDay: boolean;
  /** Chosen on a touch screen (a tap, or a long press and drag). */
  touch?: boolean;
}

/**
 * A new appointment on a slot chosen in the grid. On a touch screen a tap books the monitor's
 * lesson (his default course and its length); a mouse selection, or an all-day slot, books a plain
 * appointment of the calendar's default length, as a desktop always did. A one-slot choice takes
 * that length, a longer drag keeps what was dragged.
 */
export function slotDraft(preset: BookingPreset, slot: ChosenSlot, slotMinutes: number): AppointmentDraft {
  const lesson = Boolean(slot.touch) && !slot.allDay;
  const minutes = lesson ? preset.durationMinutes : preset.calendar.defaultDurationMinutes;
  const end = draftEnd(slot.start, slot.end, slot.allDay, slotMinutes, minutes);
  return { ...presetDraft(preset, slot.start, end), allDay: slot.allDay, courseId: lesson ? preset.courseId : null };
}
