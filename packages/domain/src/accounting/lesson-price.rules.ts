import { roundToFiveCentimes } from '../commerce/vat.rules';

/** What an appointment's or a lesson's price is drawn from, in integer centimes. */
export interface LessonPriceBasis {
  /** The price set on the appointment itself; null follows the course. */
  overrideCentimes: number | null;
  course: { priceCentimes: number; durationMinutes: number } | null;
  /** The monitor's default lesson price (communication settings), for one lesson of `defaultDurationMinutes`. */
  defaultLessonPriceCentimes: number | null;
  /** The length of the monitor's default lesson (his calendar's default duration). */
  defaultDurationMinutes: number;
  /** How long it lasts; null for one whole lesson (an all-day appointment, a lesson without appointment). */
  minutes: number | null;
}

function proRata(priceCentimes: number, lessonMinutes: number, minutes: number | null): number {
  if (minutes === null || lessonMinutes <= 0) return priceCentimes;
  return roundToFiveCentimes((priceCentimes * minutes) / lessonMinutes);
}

/**
 * The price of an appointment (issue 26 §1): its own price when one was set; else its course's
 * price pro rata of the course's duration (a 90-minute appointment of a 45-minute course costs two
 * lessons); else, without a course, the monitor's default lesson price pro rata of his default
 * lesson length; else none (null). Computed prices are rounded to 5 centimes, as Swiss cash is.
 * A lesson freezes this price when it ends; an offered lesson keeps it but is worth 0.
 */
export function lessonPriceCentimes(basis: LessonPriceBasis): number | null {
  if (basis.overrideCentimes !== null) return basis.overrideCentimes;
  if (basis.course) return proRata(basis.course.priceCentimes, basis.course.durationMinutes, basis.minutes);
  if (basis.defaultLessonPriceCentimes === null) return null;
  return proRata(basis.defaultLessonPriceCentimes, basis.defaultDurationMinutes, basis.minutes);
}
