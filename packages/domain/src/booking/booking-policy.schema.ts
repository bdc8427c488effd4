import { z } from 'zod';

/**
 * Students booking their own lessons (issue 30): what a monitor publishes and under which rules.
 * Lesson lengths the Swiss way: 45 or 50 minutes, and their doubles.
 */
export const SELF_BOOKING_LESSON_LENGTHS = [45, 50, 90, 100] as const;
export type SelfBookingLessonLength = (typeof SELF_BOOKING_LESSON_LENGTHS)[number];
export const SELF_BOOKING_HORIZON_WEEKS_MAX = 10;
/** Notice before a booked lesson: hours, or open days (not Sundays, not the canton's holidays). */
export const SELF_BOOKING_NOTICE_UNITS = ['hours', 'working_days'] as const;
export const SELF_BOOKING_NOTICE_HOURS_MAX = 168;
export const SELF_BOOKING_NOTICE_DAYS_MAX = 10;
export const SELF_BOOKING_STEPS = [15, 30, 60] as const;
export const SELF_BOOKING_BUFFER_MAX = 60;
export const SELF_BOOKING_OPEN_MAX = 10;
/** Free cancellation until this many hours before the lesson; after it, the lesson is charged unless waived. */
export const SELF_BOOKING_FREE_CANCELLATION_HOURS = [24, 48] as const;
/** A booking the monitor must confirm and has not within this many hours is cancelled. */
export const UNCONFIRMED_BOOKING_HOURS = 48;

const lessonLength = z.union(SELF_BOOKING_LESSON_LENGTHS.map((length) => z.literal(length)));

export const bookingPolicySchema = z
  .object({
    /** Students may book this monitor's published courses. */
    published: z.boolean(),
    horizonWeeks: z.number().int().min(1).max(SELF_BOOKING_HORIZON_WEEKS_MAX),
    noticeUnit: z.enum(SELF_BOOKING_NOTICE_UNITS),
    noticeAmount: z.number().int().min(0).max(SELF_BOOKING_NOTICE_HOURS_MAX),
    lessonLengths: z
      .array(lessonLength)
      .min(1, 'choose at least one length')
      .refine((lengths) => new Set(lengths).size === lengths.length, 'must not repeat a length'),
    stepMinutes: z.union(SELF_BOOKING_STEPS.map((step) => z.literal(step))),
    bufferMinutes: z.number().int().min(0).max(SELF_BOOKING_BUFFER_MAX),
    requireConfirmation: z.boolean(),
    maxOpenBookings: z.number().int().min(1).max(SELF_BOOKING_OPEN_MAX),
    freeCancellationHours: z.union(SELF_BOOKING_FREE_CANCELLATION_HOURS.map((hours) => z.literal(hours))),
  })
  .refine((policy) => policy.noticeUnit === 'hours' || policy.noticeAmount <= SELF_BOOKING_NOTICE_DAYS_MAX, {
    path: ['noticeAmount'],
    message: `must be 0 to ${SELF_BOOKING_NOTICE_DAYS_MAX} working days`,
  });
export type BookingPolicy = z.infer<typeof bookingPolicySchema>;

/** What a monitor starts from: nothing published, a day's notice, four weeks ahead. */
export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  published: false,
  horizonWeeks: 4,
  noticeUnit: 'hours',
  noticeAmount: 24,
  lessonLengths: [45, 90],
  stepMinutes: 15,
  bufferMinutes: 0,
  requireConfirmation: false,
  maxOpenBookings: 2,
  freeCancellationHours: 24,
};
/** A freed slot offered to a waiting student is held for him this long, then offered to the next. */
export const WAITLIST_OFFER_HOLD_MINUTES = 30;
