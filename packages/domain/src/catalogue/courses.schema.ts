import { z } from 'zod';
import { versionField } from '../kernel/api/versioned';
import { plausibleDay } from '../kernel/time/plausible-day.schema';
import {
  ABBREVIATION_MIN_LETTERS,
  COURSE_ICONS,
  COURSE_LABEL_MAX,
  LICENCE_CATEGORIES,
  PAYMENT_MODES,
  SARI_ID_MAX,
} from './catalogue.constants';
import { chfSchema } from './money';

const description = z.string().trim().max(2000).default('');
/** A colour as #rrggbb (courses, calendars, appointments). */
export const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1c5fb8');
const optionalId = z.uuid().nullable().default(null);

/** Every field of spec §3 "Course or lesson". */
const courseFields = z.object({
  label: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(COURSE_LABEL_MAX, `must be at most ${COURSE_LABEL_MAX} characters`),
  abbreviation: z
    .string()
    .trim()
    .max(10)
    .refine(
      (value) => (value.match(/\p{L}/gu)?.length ?? 0) >= ABBREVIATION_MIN_LETTERS,
      `must have at least ${ABBREVIATION_MIN_LETTERS} letters`,
    ),
  sariId: z.string().trim().max(SARI_ID_MAX, `must be at most ${SARI_ID_MAX} characters`).nullable().default(null),
  autoSariSync: z.boolean().default(false),
  category: z.enum(LICENCE_CATEGORIES),
  icon: z.enum(COURSE_ICONS),
  colour: colourSchema,
  descriptions: z.object({ fr: description, de: description, it: description, en: description }),
  startDate: plausibleDay.nullable().default(null),
  endDate: plausibleDay.nullable().default(null),
  maxParticipants: z.number().int().min(1).max(500).nullable().default(null),
  selfRegistration: z.boolean().default(false),
  modular: z.boolean().default(false),
  paymentModes: z.array(z.enum(PAYMENT_MODES)).default([]),
  paymentAtRegistration: z.boolean().default(false),
  confirmations: z
    .object({ paper: z.boolean(), sms: z.boolean(), email: z.boolean() })
    .default({ paper: false, sms: false, email: false }),
  emailReminderId: optionalId,
  smsReminderId: optionalId,
  multipleRegistration: z.boolean().default(false),
  individual: z.boolean().default(false),
  prerequisiteCourseId: optionalId,
  price: chfSchema,
  durationMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  availableForEmployees: z.boolean().default(false),
});

export const courseInput = courseFields.superRefine((course, context) => {
  if (course.startDate && course.endDate && course.endDate < course.startDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before the start date' });
  }
});
export type CourseInput = z.infer<typeof courseInput>;

export const COURSE_PROBLEMS = ['datesMissing', 'participantsMissing', 'paymentModeMissing', 'sariIdMissing'] as const;
export type CourseProblem = (typeof COURSE_PROBLEMS)[number];

export const courseSchema = courseFields.extend({
  id: z.uuid(),
  ...versionField,
  /** The caller owns it and may change it; an employee reads the courses shared with employees. */
  mine: z.boolean(),
  disabled: z.boolean(),
  /** Why the course cannot be booked yet (the not-configured tooltip); empty when ready. */
  problems: z.array(z.enum(COURSE_PROBLEMS)),
});
export type Course = z.infer<typeof courseSchema>;

/** What a course lacks before it can be booked (spec §8 tooltip on a course that is not configured). */
export function courseProblems(course: CourseInput): CourseProblem[] {
  const problems: CourseProblem[] = [];
  if (!course.individual && (!course.startDate || !course.endDate)) problems.push('datesMissing');
  if (!course.individual && !course.maxParticipants) problems.push('participantsMissing');
  if ((course.paymentAtRegistration || course.price > 0) && course.paymentModes.length === 0) {
    problems.push('paymentModeMissing');
  }
  if (course.autoSariSync && !course.sariId) problems.push('sariIdMissing');
  return problems;
}
