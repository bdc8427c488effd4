import { z } from 'zod';
import { COURSE_ICONS } from '../catalogue/catalogue.constants';
import { colourSchema } from '../catalogue/courses.schema';
import { chfSchema } from '../catalogue/money';
import { versionSchema } from '../kernel/api/versioned';
import { languageSchema } from '../kernel/i18n/language.schema';
import { APPOINTMENT_YEARS_AHEAD, appointmentBoundIssues, lastAppointmentDay } from './appointment-bounds.rules';

const resourceIds = z.array(z.uuid()).max(10).default([]);

/** Infrastructure or vehicle ids in a query string: comma-separated, at most 10. */
const commaSeparatedIds = z
  .string()
  .default('')
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.uuid()).max(10));

/**
 * An appointment as booked (spec §3 Appointment). Students, calendars and recurrence join
 * with the students and calendar features; the catalogue already needs the course and the
 * infrastructures and vehicles it occupies.
 */
const appointmentFields = z.object({
  title: z.string().trim().max(200).default(''),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  allDay: z.boolean().default(false),
  location: z.string().trim().max(200).nullable().default(null),
  colour: colourSchema.nullable().default(null),
  description: z.string().trim().max(4000).default(''),
  /** The calendar it goes in: the caller's main calendar when omitted. */
  calendarId: z.uuid().nullable().default(null),
  courseId: z.uuid().nullable().default(null),
  studentIds: z.array(z.uuid()).max(30).default([]),
  infrastructureIds: resourceIds,
  vehicleIds: resourceIds,
  paid: z.boolean().default(false),
  /** Its own price in CHF; null follows its course (`lessonPriceCentimes`). */
  price: chfSchema.nullable().default(null),
  /**
   * The user confirmed that this appointment may overlap others of the same instructor (a course
   * with several instructors, a private note): without it an overlap is refused (409 `monitor_busy`).
   */
  allowOverlap: z.boolean().default(false),
});

function endAfterStart(appointment: { start: string; end: string }, context: z.RefinementCtx): void {
  if (new Date(appointment.end) <= new Date(appointment.start)) {
    context.addIssue({ code: 'custom', path: ['end'], message: 'must be after the start' });
  }
}

/** Plausible times, seen from now: within the years an appointment may lie in, and not too long. */
function plausibleTimes(appointment: { start: string; end: string; allDay: boolean }, context: z.RefinementCtx): void {
  const slot = { start: new Date(appointment.start), end: new Date(appointment.end), allDay: appointment.allDay };
  for (const issue of appointmentBoundIssues(slot, new Date())) {
    context.addIssue({ code: 'custom', path: [issue.field], message: issue.message, params: { rule: issue.rule } });
  }
}

export const appointmentInput = appointmentFields.superRefine(endAfterStart).superRefine(plausibleTimes);
export type AppointmentInput = z.infer<typeof appointmentInput>;

/**
 * A booking, repeated every week up to `repeatWeeklyUntil` (a Swiss day, inclusive) when given:
 * each occurrence is checked like a booking of its own and the series is written whole or not at all.
 */
export const appointmentCreateInput = appointmentFields
  .extend({ repeatWeeklyUntil: z.iso.date().nullable().default(null) })
  .superRefine(endAfterStart)
  .superRefine(plausibleTimes)
  .superRefine((appointment, context) => {
    if (appointment.repeatWeeklyUntil && appointment.repeatWeeklyUntil < appointment.start.slice(0, 10)) {
      context.addIssue({ code: 'custom', path: ['repeatWeeklyUntil'], message: 'must not be before the start' });
    }
    if (appointment.repeatWeeklyUntil && appointment.repeatWeeklyUntil > lastAppointmentDay(new Date())) {
      context.addIssue({
        code: 'custom',
        path: ['repeatWeeklyUntil'],
        message: `must not be more than ${APPOINTMENT_YEARS_AHEAD} years from now`,
        params: { rule: 'appointment_out_of_range' },
      });
    }
  });
export type AppointmentCreateInput = z.infer<typeof appointmentCreateInput>;

/** Whether a change or a removal concerns the one occurrence or every occurrence of its series. */
export const SERIES_SCOPES = ['occurrence', 'series'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];
export const seriesScopeQuery = z.object({ scope: z.enum(SERIES_SCOPES).default('occurrence') });

/**
 * A change of an appointment: the whole appointment again, with the version it was read at.
 * A version older than the stored one is refused (409 `stale_version`): someone changed it since.
 */
export const appointmentUpdateInput = appointmentInput.and(
  z.object({ version: versionSchema, scope: z.enum(SERIES_SCOPES).default('occurrence') }),
);
export type AppointmentUpdateInput = z.infer<typeof appointmentUpdateInput>;

/** Marks an appointment paid or not, without sending the rest of it (the student sheet's unpaid lessons). */
export const appointmentPaidInput = z.object({ paid: z.boolean() });
export type AppointmentPaidInput = z.infer<typeof appointmentPaidInput>;

/**
 * An appointment as the input that would book it again: what a move (new times) or a copy
 * (new start) sends, so both keep every field.
 */
export function appointmentInputOf(appointment: Appointment): AppointmentInput {
  return {
    title: appointment.title,
    start: appointment.start,
    end: appointment.end,
    allDay: appointment.allDay,
    location: appointment.location,
    colour: appointment.colour,
    description: appointment.description,
    calendarId: appointment.calendarId,
    courseId: appointment.course?.id ?? null,
    studentIds: appointment.students.map((student) => student.id),
    infrastructureIds: appointment.infrastructures.map((infrastructure) => infrastructure.id),
    vehicleIds: appointment.vehicles.map((vehicle) => vehicle.id),
    paid: appointment.paid,
    price: appointment.priceOverridden ? appointment.price : null,
    allowOverlap: appointment.allowOverlap,
  };
}

/** The course as an appointment shows it: kept readable once the course is disabled (spec §4). */
export const appointmentCourseSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  abbreviation: z.string(),
  icon: z.enum(COURSE_ICONS),
  colour: z.string(),
  disabled: z.boolean(),
});

export const appointmentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  allDay: z.boolean(),
  location: z.string().nullable(),
  colour: z.string().nullable(),
  description: z.string(),
  calendarId: z.uuid(),
  course: appointmentCourseSchema.nullable(),
  students: z.array(z.object({ id: z.uuid(), firstname: z.string(), name: z.string() })),
  infrastructures: z.array(z.object({ id: z.uuid(), name: z.string() })),
  vehicles: z.array(z.object({ id: z.uuid(), plate: z.string(), label: z.string() })),
  paid: z.boolean(),
  /** Its price in CHF (`lessonPriceCentimes`): its own when `priceOverridden`, else its course's; null when none. */
  price: z.number().nullable(),
  priceOverridden: z.boolean(),
  /** The weekly series it belongs to, if any: its occurrences run until `until` (a Swiss day). */
  series: z.object({ id: z.uuid(), until: z.iso.date() }).nullable(),
  allowOverlap: z.boolean(),
  version: z.number().int(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** A window of the calendar: at most 62 days, so one request never reads a whole year. */
export const APPOINTMENT_WINDOW_MAX_DAYS = 62;
export const appointmentWindowQuery = z
  .object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    /** Comma-separated ids among the calendars the caller sees; all of them when omitted. */
    calendarIds: z
      .string()
      .transform((value) => value.split(',').filter(Boolean))
      .pipe(z.array(z.uuid()).max(50))
      .optional(),
  })
  .superRefine((window, context) => {
    const days = (new Date(window.to).getTime() - new Date(window.from).getTime()) / 86_400_000;
    if (days <= 0) context.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
    if (days > APPOINTMENT_WINDOW_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `at most ${APPOINTMENT_WINDOW_MAX_DAYS} days after from`,
      });
    }
  });
export type AppointmentWindowQuery = z.infer<typeof appointmentWindowQuery>;

/** "Is infrastructure or vehicle X free between t1 and t2" (the calendar's booking form asks it). */
export const availabilityQuery = z
  .object({
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    allDay: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    infrastructureIds: commaSeparatedIds,
    vehicleIds: commaSeparatedIds,
    excludeAppointmentId: z.uuid().optional(),
  })
  .superRefine((query, context) => {
    if (new Date(query.end) <= new Date(query.start)) {
      context.addIssue({ code: 'custom', path: ['end'], message: 'must be after the start' });
    }
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

export const availabilitySchema = z.object({
  free: z.boolean(),
  busyInfrastructureIds: z.array(z.uuid()),
  busyVehicleIds: z.array(z.uuid()),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** A course's date range, in Swiss calendar days; an appointment must fall within it (spec §5). */
export function withinCourseRange(
  appointmentDays: { first: string; last: string },
  course: { startDate: string | null; endDate: string | null },
): boolean {
  if (course.startDate && appointmentDays.first < course.startDate) return false;
  if (course.endDate && appointmentDays.last > course.endDate) return false;
  return true;
}

/** A copy of an appointment to another start, keeping its length, students, course and resources. */
export const appointmentCopyInput = z.object({ start: z.iso.datetime({ offset: true }) });
export type AppointmentCopyInput = z.infer<typeof appointmentCopyInput>;

/** Spec §9: the locations suggested are those of the user's appointments of the last 6 months. */
export const LOCATION_SUGGESTION_MONTHS = 6;
export const locationSuggestionsQuery = z.object({ q: z.string().trim().max(100).default('') });

/**
 * "Schedule a lesson": free slots for a student, a course and a duration over the coming days;
 * without a student, the monitor's own free slots (the next one prefills a new booking).
 */
export const FREE_SLOT_DAYS_MAX = 31;
export const freeSlotsQuery = z.object({
  studentId: z.uuid().optional(),
  courseId: z.uuid().optional(),
  /** The calendar the lesson goes in (its work-day hours); the main calendar when omitted. */
  calendarId: z.uuid().optional(),
  /** The course's duration when omitted, else the calendar's default lesson duration. */
  durationMinutes: z.coerce.number().int().min(15).max(600).optional(),
  /** The first Swiss day to look at; today when omitted. */
  from: z.iso.date().optional(),
  days: z.coerce.number().int().min(1).max(FREE_SLOT_DAYS_MAX).default(14),
  infrastructureIds: commaSeparatedIds,
  vehicleIds: commaSeparatedIds,
  /** The language the holidays are named in. */
  language: languageSchema.default('fr'),
});
export type FreeSlotsQuery = z.infer<typeof freeSlotsQuery>;

export const freeSlotsSchema = z.object({
  slots: z.array(z.object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) })),
  /** The public holidays of the school's canton in the range, skipped. */
  holidays: z.array(z.object({ date: z.iso.date(), name: z.string() })),
  calendarId: z.uuid(),
  durationMinutes: z.number().int(),
});
export type FreeSlots = z.infer<typeof freeSlotsSchema>;
