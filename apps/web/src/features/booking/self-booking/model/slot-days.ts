import { type BookingSlots, dayPlus, schoolDay } from '@ds/domain';

export type BookingSlot = BookingSlots['slots'][number];

/** A day of the list: its free starts, or the public holiday that closes it. */
export interface SlotDay {
  day: string;
  slots: BookingSlot[];
  holiday: string | null;
}

/** The days asked for at once: two weeks, then two more at each "later". */
export const DAYS_PER_PAGE = 14;

/**
 * The days of the slots loaded so far, in order, each with its starts on Swiss clocks; a holiday
 * is shown closed, and a day with nothing free is left out.
 */
export function slotDays(pages: readonly BookingSlots[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const dayOf = (day: string) => {
    const found = days.get(day) ?? { day, slots: [], holiday: null };
    days.set(day, found);
    return found;
  };
  for (const page of pages) {
    for (const holiday of page.holidays) dayOf(holiday.date).holiday = holiday.name;
    for (const slot of page.slots) dayOf(schoolDay(new Date(slot.start))).slots.push(slot);
  }
  return [...days.values()]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((day) => ({ ...day, slots: [...day.slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start)) }));
}

/** The first day of the next page, or null once the monitor's horizon is reached. */
export function nextFrom(from: string, lastDay: string): string | null {
  const next = dayPlus(from, DAYS_PER_PAGE);
  return next <= lastDay ? next : null;
}
