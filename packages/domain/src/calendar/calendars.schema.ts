import { z } from 'zod';
import { colourSchema } from '../catalogue/courses.schema';
import { HOLDINGS, type Holding } from '../kernel/permissions/holding';
import { CALENDAR_PROVIDERS, externalCalendarStateSchema } from './external-calendars.schema';

export const CALENDAR_ACCESS = HOLDINGS;
export type CalendarAccess = Holding;
/** Spec §9: a lesson lasts 60 minutes unless the calendar says otherwise. */
export const DEFAULT_LESSON_MINUTES = 60;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 07:30');

/** Spec §3 Calendar, as its owner edits it. */
export const calendarInput = z
  .object({
    label: z.string().trim().min(1, 'is required').max(80),
    colour: colourSchema,
    defaultDurationMinutes: z.number().int().min(5).max(600).default(DEFAULT_LESSON_MINUTES),
    workdayStart: timeOfDay.default('07:00'),
    workdayEnd: timeOfDay.default('19:00'),
    overlay: z.boolean().default(false),
    /** The course a new appointment of this calendar starts with (one of the owner's bookable courses). */
    defaultCourseId: z.uuid().nullable().default(null),
  })
  .superRefine((calendar, context) => {
    if (calendar.workdayEnd <= calendar.workdayStart) {
      context.addIssue({ code: 'custom', path: ['workdayEnd'], message: 'must be after the start of the day' });
    }
  });
export type CalendarInput = z.infer<typeof calendarInput>;

export const calendarSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  colour: z.string(),
  defaultDurationMinutes: z.number().int(),
  workdayStart: z.string(),
  workdayEnd: z.string(),
  overlay: z.boolean(),
  defaultCourseId: z.uuid().nullable(),
  main: z.boolean(),
  /** How the caller holds it: his own, or shared with him read-write or read-only. */
  access: z.enum(CALENDAR_ACCESS),
  owner: z.object({ id: z.uuid(), firstname: z.string(), name: z.string() }),
  /** `caldav`: a read-only copy of an external calendar (absent means `local`). */
  provider: z.enum(CALENDAR_PROVIDERS).optional(),
  /** The subscription's address, user name and last refresh, shown to the owner only (null otherwise). */
  external: externalCalendarStateSchema.nullable().optional(),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** Spec §3 Calendar share: a monitor of the same school, read-only or read-write. */
export const calendarShareInput = z.object({ access: z.enum(['read', 'write']) });
export type CalendarShareInput = z.infer<typeof calendarShareInput>;

export const calendarShareSchema = z.object({
  monitor: z.object({ id: z.uuid(), firstname: z.string(), name: z.string(), email: z.string() }),
  access: z.enum(['read', 'write']),
});
export type CalendarShare = z.infer<typeof calendarShareSchema>;
