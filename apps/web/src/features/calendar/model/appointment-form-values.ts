import {
  type Appointment,
  type AppointmentInput,
  appointmentInputOf,
  formatSwissDate,
  formatSwissDay,
  formatSwissTime,
  inSchoolTime,
  schoolDateTime,
} from '@ds/domain';

/** What the appointment form edits: dates and times as the user types them (DD.MM.YYYY, HH:mm). */
export interface AppointmentFormValues {
  title: string;
  calendarId: string | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  allDay: boolean;
  courseId: string | null;
  studentIds: string[];
  /** Names of students known before any search (the appointment's, the slot picker's choice). */
  knownStudents: Appointment['students'];
  infrastructureIds: string[];
  vehicleIds: string[];
  location: string;
  colour: string;
  description: string;
  paid: boolean;
  /** The appointment's own price (CHF), kept as it is; null follows its course. */
  price: number | null;
  /** Confirmed as an intended overlap of the instructor's other appointments (several instructors, a private note). */
  allowOverlap: boolean;
  /** A new appointment may repeat every week up to a Swiss day (DD.MM.YYYY). */
  repeatWeekly: boolean;
  repeatUntil: string;
}

/** A slot chosen in the calendar, before it becomes an appointment. */
export interface AppointmentDraft {
  start: Date;
  end: Date;
  allDay: boolean;
  calendarId: string | null;
  /** From the slot picker: the lesson's student and course. */
  students?: Appointment['students'];
  courseId?: string | null;
}

/** "DD.MM.YYYY" as "YYYY-MM-DD", or null when it is no real day. */
export function parseSwissDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const check = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** "H:mm" or "HH:mm" as "HH:mm", or null. */
export function parseTime(text: string): string | null {
  const match = /^\s*([01]?\d|2[0-3])[:.hH]([0-5]\d)\s*$/.exec(text);
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2]}` : null;
}

/** The instant of a Swiss day and time typed in the form, or null when either cannot be read. */
function instant(dayText: string, timeText: string): Date | null {
  const day = parseSwissDay(dayText);
  const time = parseTime(timeText);
  return day && time ? schoolDateTime(day, time) : null;
}

/** An all-day appointment ends at the midnight after its last day; the form shows that last day. */
function lastDayShown(start: Date, end: Date): Date {
  return end > start ? new Date(end.getTime() - 1) : start;
}

function slotValues(start: Date, end: Date, allDay: boolean) {
  return {
    startDate: formatSwissDate(start),
    startTime: formatSwissTime(start),
    endDate: formatSwissDate(allDay ? lastDayShown(start, end) : end),
    endTime: formatSwissTime(end),
    allDay,
  };
}

export function formValuesOfDraft(draft: AppointmentDraft): AppointmentFormValues {
  return {
    title: '',
    calendarId: draft.calendarId,
    ...slotValues(draft.start, draft.end, draft.allDay),
    courseId: draft.courseId ?? null,
    studentIds: (draft.students ?? []).map((student) => student.id),
    knownStudents: draft.students ?? [],
    infrastructureIds: [],
    vehicleIds: [],
    location: '',
    colour: '',
    description: '',
    paid: false,
    price: null,
    allowOverlap: false,
    repeatWeekly: false,
    repeatUntil: '',
  };
}

export function formValuesOfAppointment(appointment: Appointment): AppointmentFormValues {
  return {
    title: appointment.title,
    calendarId: appointment.calendarId,
    ...slotValues(new Date(appointment.start), new Date(appointment.end), appointment.allDay),
    courseId: appointment.course?.id ?? null,
    studentIds: appointment.students.map((student) => student.id),
    knownStudents: appointment.students,
    infrastructureIds: appointment.infrastructures.map((infrastructure) => infrastructure.id),
    vehicleIds: appointment.vehicles.map((vehicle) => vehicle.id),
    location: appointment.location ?? '',
    colour: appointment.colour ?? '',
    description: appointment.description,
    paid: appointment.paid,
    price: appointment.priceOverridden ? appointment.price : null,
    allowOverlap: appointment.allowOverlap,
    repeatWeekly: appointment.series !== null,
    repeatUntil: appointment.series ? formatSwissDay(appointment.series.until) : '',
  };
}

/** The start and end instants (ISO); an unreadable one stays empty so the schema refuses it. */
function slotOf(values: AppointmentFormValues): { start: string; end: string } {
  if (values.allDay) {
    const startDay = parseSwissDay(values.startDate);
    const endDay = parseSwissDay(values.endDate);
    const start = startDay ? schoolDateTime(startDay, '00:00') : null;
    const end = endDay ? inSchoolTime(schoolDateTime(endDay, '00:00')).add(1, 'day').toDate() : null;
    return { start: start?.toISOString() ?? '', end: end?.toISOString() ?? '' };
  }
  return {
    start: instant(values.startDate, values.startTime)?.toISOString() ?? '',
    end: instant(values.endDate, values.endTime)?.toISOString() ?? '',
  };
}

/** The form as the API's appointment input (checked by the domain schema before sending). */
export function toAppointmentCandidate(values: AppointmentFormValues): AppointmentInput {
  return {
    title: values.title,
    ...slotOf(values),
    allDay: values.allDay,
    location: values.location.trim() === '' ? null : values.location,
    colour: values.colour === '' ? null : values.colour,
    description: values.description,
    calendarId: values.calendarId,
    courseId: values.courseId,
    studentIds: values.studentIds,
    infrastructureIds: values.infrastructureIds,
    vehicleIds: values.vehicleIds,
    paid: values.paid,
    price: values.price,
    allowOverlap: values.allowOverlap,
  };
}

/** The last day of a weekly series as the API wants it: null without repeat, '' (refused) when unreadable. */
export function repeatWeeklyUntilOf(values: AppointmentFormValues): string | null {
  return values.repeatWeekly ? (parseSwissDay(values.repeatUntil) ?? '') : null;
}

/** Which typed dates or times cannot be read, for a clearer message than "invalid". */
export function unreadableSlotFields(values: AppointmentFormValues): ('start' | 'end')[] {
  const fields: ('start' | 'end')[] = [];
  const readable = (day: string, time: string) =>
    parseSwissDay(day) !== null && (values.allDay || parseTime(time) !== null);
  if (!readable(values.startDate, values.startTime)) fields.push('start');
  if (!readable(values.endDate, values.endTime)) fields.push('end');
  return fields;
}

/** The whole appointment again with new times (a drag in the calendar), as PUT expects it. */
export function movedAppointment(
  appointment: Appointment,
  slot: { start: Date; end: Date; allDay: boolean },
): AppointmentInput & { version: number } {
  return {
    ...appointmentInputOf(appointment),
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    allDay: slot.allDay,
    version: appointment.version,
  };
}

/** A click on one slot books the calendar's default duration; a longer drag keeps what was dragged. */
export function draftEnd(start: Date, end: Date, allDay: boolean, slotMinutes: number, defaultMinutes: number): Date {
  if (allDay) return end;
  const dragged = (end.getTime() - start.getTime()) / 60_000;
  return dragged <= slotMinutes ? new Date(start.getTime() + defaultMinutes * 60_000) : end;
}
