import { z } from 'zod';
import { COURSE_ICONS } from '../catalogue/catalogue.constants';
import { colourSchema } from '../catalogue/courses.schema';

const resourceIds = z.array(z.uuid()).max(10).default([]);

/**
 * An appointment as booked (spec §3 Appointment). Students, calendars and recurrence join
 * with the students and calendar features; the catalogue already needs the course and the
 * infrastructures and vehicles it occupies.
 */
export const appointmentInput = z
  .object({
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
  })
  .superRefine((appointment, context) => {
    if (new Date(appointment.end) <= new Date(appointment.start)) {
      context.addIssue({ code: 'custom', path: ['end'], message: 'must be after the start' });
    }
  });
export type AppointmentInput = z.infer<typeof appointmentInput>;

/**
 * A change of an appointment: the whole appointment again, with the version it was read at.
 * A version older than the stored one is refused (409 `stale_version`): someone changed it since.
 */
export const appointmentUpdateInput = appointmentInput.and(z.object({ version: z.number().int().min(1) }));
export type AppointmentUpdateInput = z.infer<typeof appointmentUpdateInput>;

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
    infrastructureIds: z
      .string()
      .default('')
      .transform((value) => value.split(',').filter(Boolean))
      .pipe(z.array(z.uuid()).max(10)),
    vehicleIds: z
      .string()
      .default('')
      .transform((value) => value.split(',').filter(Boolean))
      .pipe(z.array(z.uuid()).max(10)),
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
