import { lessonPriceCentimes } from '@ds/domain';
import type { Db } from '../../../db/client';
import { findAppointmentRow, findChargedInfrastructures, findDefaultLessonOf } from './appointment-price.repo';
import { type AppointmentDetails, findAppointmentDetails, type PresentedRow } from './appointments.repo';

/** Without its calendar's defaults (a calendar always has them): no default price. */
const NO_DEFAULTS = { defaultLessonPriceCentimes: null, defaultDurationMinutes: 60 };

/** An appointment's price in centimes (`lessonPriceCentimes`); null when it has none. */
export function appointmentPriceCentimes(row: PresentedRow, details: AppointmentDetails | undefined): number | null {
  return lessonPriceCentimes({
    overrideCentimes: row.priceCentimes,
    course: details?.course ?? null,
    ...(details?.defaults ?? NO_DEFAULTS),
    minutes: row.allDay ? null : (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000,
  });
}

/** An infrastructure a lesson is charged for beside its price, in centimes. */
export interface LessonCharge {
  infrastructureId: string;
  label: string;
  amountCentimes: number;
}

/**
 * What a lesson freezes when it ends: the course (lesson type) it was given as, its price in
 * centimes, and its charges (its appointment's auto-invoiced, priced infrastructures).
 */
export interface LessonTerms {
  courseId: string | null;
  priceCentimes: number | null;
  charges: LessonCharge[];
}

/**
 * The course, price and charges a lesson is given at, frozen when it ends: its appointment's;
 * without one, one default lesson of the monitor (his main calendar's course, else his default
 * lesson price) and no charge.
 */
export async function lessonTermsOf(
  db: Db,
  lesson: { appointmentId: string | null; monitorId: string },
): Promise<LessonTerms> {
  const appointment = lesson.appointmentId ? await findAppointmentRow(db, lesson.appointmentId) : undefined;
  if (appointment) {
    const details = await findAppointmentDetails(db, [appointment]);
    return {
      courseId: appointment.courseId,
      priceCentimes: appointmentPriceCentimes(appointment, details.get(appointment.id)),
      charges: await findChargedInfrastructures(db, appointment.id),
    };
  }
  const defaults = await findDefaultLessonOf(db, lesson.monitorId);
  if (!defaults) return { courseId: null, priceCentimes: null, charges: [] };
  const { coursePriceCentimes, courseDurationMinutes } = defaults;
  const priceCentimes = lessonPriceCentimes({
    overrideCentimes: null,
    course:
      coursePriceCentimes === null || courseDurationMinutes === null
        ? null
        : { priceCentimes: coursePriceCentimes, durationMinutes: courseDurationMinutes },
    defaultLessonPriceCentimes: defaults.defaultLessonPriceCentimes,
    defaultDurationMinutes: defaults.defaultDurationMinutes,
    minutes: null,
  });
  return { courseId: defaults.courseId, priceCentimes, charges: [] };
}
