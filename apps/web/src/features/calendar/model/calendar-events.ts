import { type Appointment, type Calendar, holdingAllows } from '@ds/domain';
import type { EventInput } from '@fullcalendar/core';
import { textOn } from '@/lib/contrast';

const FALLBACK_COLOUR = '#868e96';

/** Calendars the user may book in: his own and those shared with him read-write, never an external copy. */
export function canWrite(calendar: Pick<Calendar, 'access' | 'provider'> | undefined): boolean {
  return calendar !== undefined && calendar.provider !== 'caldav' && holdingAllows(calendar.access, 'write');
}

/**
 * Whether the user may book in a calendar and change, move, copy or delete its appointments: a
 * calendar he may write in, and for an employee the right to create sessions (spec §6), which the
 * server checks too. Marking an appointment paid needs the calendar only (`canWrite`).
 */
export function canChange(
  calendar: Pick<Calendar, 'access' | 'provider'> | undefined,
  mayCreateAppointments: boolean,
): boolean {
  return mayCreateAppointments && canWrite(calendar);
}

/** An appointment's colour, else its course's, else its calendar's. */
export function appointmentColour(appointment: Appointment, calendar: Calendar | undefined): string {
  return appointment.colour ?? appointment.course?.colour ?? calendar?.colour ?? FALLBACK_COLOUR;
}

export function appointmentTitle(appointment: Appointment, untitled: string): string {
  return appointment.title || appointment.course?.label || untitled;
}

/** Whether the search text appears in the title, a student's name or the location (case and accents ignored). */
export function matchesSearch(appointment: Appointment, search: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const wanted = fold(search.trim());
  if (wanted === '') return true;
  const haystack = [
    appointment.title,
    appointment.course?.label ?? '',
    appointment.location ?? '',
    ...appointment.students.flatMap((student) => [
      `${student.firstname} ${student.name}`,
      `${student.name} ${student.firstname}`,
    ]),
  ];
  return haystack.some((text) => fold(text).includes(wanted));
}

/**
 * The FullCalendar event of an appointment; only the events of calendars the user may change
 * (`canChange`) can be dragged or resized.
 */
export function toCalendarEvent(
  appointment: Appointment,
  calendar: Calendar | undefined,
  untitled: string,
  mayCreateAppointments = true,
): EventInput {
  const colour = appointmentColour(appointment, calendar);
  return {
    id: appointment.id,
    title: appointmentTitle(appointment, untitled),
    start: appointment.start,
    end: appointment.end,
    allDay: appointment.allDay,
    url: `/calendar/${appointment.id}`,
    backgroundColor: colour,
    borderColor: colour,
    textColor: textOn(colour),
    editable: canChange(calendar, mayCreateAppointments),
    extendedProps: { appointment },
  };
}
