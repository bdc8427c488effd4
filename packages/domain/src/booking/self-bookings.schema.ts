import { z } from 'zod';
import { versionField, withVersion } from '../kernel/api/versioned';
import { languageSchema } from '../kernel/i18n/language.schema';
import {
  bookingPolicySchema,
  SELF_BOOKING_HORIZON_WEEKS_MAX,
  SELF_BOOKING_LESSON_LENGTHS,
} from './booking-policy.schema';

/**
 * Students booking their own lessons (issue 30): the contract between the student's and the
 * monitor's screens and the server.
 */

const instant = z.iso.datetime({ offset: true });
const lessonLength = z.coerce
  .number()
  .int()
  .refine((length) => (SELF_BOOKING_LESSON_LENGTHS as readonly number[]).includes(length), {
    message: `must be one of ${SELF_BOOKING_LESSON_LENGTHS.join(', ')} minutes`,
  });

/** A monitor's rules as he reads and saves them (`GET`/`PUT /api/booking/policy`). */
export const bookingPolicyRecordSchema = bookingPolicySchema.extend({
  ...versionField,
  /** His courses a student may book himself: personal, enabled, with self-registration on. */
  courses: z.array(
    z.object({
      id: z.uuid(),
      label: z.string(),
      durationMinutes: z.number().int(),
      /** Only students ready in this training-card domain book it (F4 before the motorway); null: anyone. */
      readyDomain: z.string().nullable(),
    }),
  ),
});
export type BookingPolicyRecord = z.infer<typeof bookingPolicyRecordSchema>;
export const bookingPolicyInput = withVersion(bookingPolicySchema);
export type BookingPolicyInput = z.infer<typeof bookingPolicyInput>;

/**
 * A course booked only by students ready in a domain of their training card: every enabled skill
 * of it at "complex application" or better (the progress card's 100 %). Null: anyone may book it.
 */
export const courseReadinessInput = z.object({
  readyDomain: z
    .string()
    .trim()
    .regex(/^F\d{1,2}$/, 'must be F and a number, like F4')
    .nullable(),
});
export type CourseReadinessInput = z.infer<typeof courseReadinessInput>;

/** A course a student may book with one of his monitors. */
export const bookableCourseSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  /** The lesson lengths offered for it, in minutes, each with its price (CHF: the course's, in proportion). */
  lengths: z.array(z.object({ minutes: z.number().int(), price: z.number() })),
  /** The lesson is paid by card when booked; the slot is held meanwhile. */
  payAtBooking: z.boolean(),
  /** The training-card domain the student must be ready in to book it (null: none). */
  readyDomain: z.string().nullable(),
  /** Whether this student may book it now (ready in that domain). */
  ready: z.boolean(),
});

/** What a student may book: per monitor who publishes, his courses and the terms. */
export const bookingOffersSchema = z.object({
  monitors: z.array(
    z.object({
      monitorId: z.uuid(),
      name: z.string(),
      courses: z.array(bookableCourseSchema),
      freeCancellationHours: z.number().int(),
      requireConfirmation: z.boolean(),
      maxOpenBookings: z.number().int(),
      horizonWeeks: z.number().int(),
    }),
  ),
  /** How many of his bookings are open (to come, not cancelled), per monitor. */
  openBookings: z.record(z.string(), z.number().int()),
});
export type BookingOffers = z.infer<typeof bookingOffersSchema>;

export const bookingSlotsQuery = z.object({
  monitorId: z.uuid(),
  courseId: z.uuid(),
  lengthMinutes: lessonLength,
  /** The first Swiss day to look at; today when omitted. */
  from: z.iso.date().optional(),
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(SELF_BOOKING_HORIZON_WEEKS_MAX * 7)
    .default(14),
  language: languageSchema.default('fr'),
});
export type BookingSlotsQuery = z.infer<typeof bookingSlotsQuery>;

export const bookingSlotSchema = z.object({ start: instant, end: instant });
export const bookingSlotsSchema = z.object({
  slots: z.array(bookingSlotSchema),
  /** The canton's public holidays in the range, closed. */
  holidays: z.array(z.object({ date: z.iso.date(), name: z.string() })),
  /** The last Swiss day the monitor's horizon reaches. */
  lastDay: z.iso.date(),
});
export type BookingSlots = z.infer<typeof bookingSlotsSchema>;

export const selfBookingInput = z.object({
  monitorId: z.uuid(),
  courseId: z.uuid(),
  start: instant,
  lengthMinutes: lessonLength,
});
export type SelfBookingInput = z.infer<typeof selfBookingInput>;

/**
 * Where a booking stands: `awaiting_payment` (the slot held until the card payment succeeds),
 * `pending` (the monitor asked to confirm his bookings), `confirmed`, `cancelled` (by the student,
 * the monitor, or because the confirmation or the payment did not come in time).
 */
export const SELF_BOOKING_STATES = ['awaiting_payment', 'pending', 'confirmed', 'cancelled'] as const;
export type SelfBookingState = (typeof SELF_BOOKING_STATES)[number];
export const SELF_BOOKING_CANCELLERS = ['student', 'monitor', 'unconfirmed', 'unpaid'] as const;

export const selfBookingSchema = z.object({
  id: z.uuid(),
  monitor: z.object({ id: z.uuid(), name: z.string() }),
  student: z.object({ id: z.uuid(), name: z.string() }),
  course: z.object({ id: z.uuid(), label: z.string() }),
  start: instant,
  end: instant,
  state: z.enum(SELF_BOOKING_STATES),
  cancelledBy: z.enum(SELF_BOOKING_CANCELLERS).nullable(),
  /** CHF the lesson costs. */
  price: z.number(),
  /** Until then the student cancels for free; after it the lesson is charged. */
  freeCancellationUntil: instant,
  /** CHF charged for a late cancellation (null when nothing was charged or it was waived). */
  charged: z.number().nullable(),
  /** A booking the monitor must confirm is cancelled at this moment if he has not. */
  confirmBy: instant.nullable(),
  /** A booking paid at booking: the slot is held until then. */
  holdUntil: instant.nullable(),
  /** The card payment's page, while it waits for the student. */
  payment: z.object({ redirectUrl: z.string(), token: z.string() }).nullable(),
});
export type SelfBooking = z.infer<typeof selfBookingSchema>;

/** A waitlist entry: tell me when a slot of this course frees up between two days. */
export const WAITLIST_STATES = ['waiting', 'offered', 'booked', 'withdrawn'] as const;
export const waitlistInput = z
  .object({
    monitorId: z.uuid(),
    courseId: z.uuid(),
    lengthMinutes: lessonLength,
    fromDay: z.iso.date(),
    toDay: z.iso.date(),
  })
  .refine((entry) => entry.fromDay <= entry.toDay, { path: ['toDay'], message: 'must not be before the first day' });
export type WaitlistInput = z.infer<typeof waitlistInput>;

export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  monitor: z.object({ id: z.uuid(), name: z.string() }),
  course: z.object({ id: z.uuid(), label: z.string() }),
  lengthMinutes: z.number().int(),
  fromDay: z.iso.date(),
  toDay: z.iso.date(),
  state: z.enum(WAITLIST_STATES),
  /** The slot offered and until when it is held for him (state `offered`). */
  offer: z.object({ start: instant, end: instant, until: instant }).nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const myBookingsSchema = z.object({
  bookings: z.array(selfBookingSchema),
  waitlist: z.array(waitlistEntrySchema),
});
export type MyBookings = z.infer<typeof myBookingsSchema>;

/** The monitor's view: bookings to come made by his students (pending ones first). */
export const monitorBookingsSchema = z.object({ bookings: z.array(selfBookingSchema) });
export type MonitorBookings = z.infer<typeof monitorBookingsSchema>;

export const monitorCancellationInput = z.object({
  /** Told to the student with the cancellation. */
  message: z.string().trim().max(500).default(''),
});
export type MonitorCancellationInput = z.infer<typeof monitorCancellationInput>;

/** A signed, single-use link from a mail or an SMS: cancel a booking, or take an offered slot. */
export const BOOKING_LINK_KINDS = ['cancel', 'offer'] as const;
export type BookingLinkKind = (typeof BOOKING_LINK_KINDS)[number];
export const bookingLinkParams = z.object({
  kind: z.enum(BOOKING_LINK_KINDS),
  id: z.uuid(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});
export const bookingLinkSchema = z.object({
  kind: z.enum(BOOKING_LINK_KINDS),
  /** `open`: it may be used now; `used`: it was; `expired`: too late (an offer held for another). */
  status: z.enum(['open', 'used', 'expired']),
  monitorName: z.string(),
  courseLabel: z.string(),
  start: instant,
  end: instant,
  /** A cancellation now is charged (cancel links). */
  charged: z.boolean(),
  price: z.number(),
  /** Until when an offer is held. */
  until: instant.nullable(),
  /** An offer taken of a course paid at booking: the card payment's page, where the browser goes. */
  payment: z.object({ redirectUrl: z.string(), token: z.string() }).nullable(),
});
export type BookingLink = z.infer<typeof bookingLinkSchema>;
