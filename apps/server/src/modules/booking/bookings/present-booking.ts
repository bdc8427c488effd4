import { freeCancellationEnd, personName, type SelfBooking, toChf } from '@ds/domain';
import type { PresentedBookingRow, SelfBookingRow } from './self-bookings.repo';

/** What a booking's mails and bills name: its monitor and its course. */
export interface BookingNames {
  monitorName: string;
  courseLabel: string;
}

export function bookingNamesOf(row: Pick<PresentedBookingRow, 'monitorFirstname' | 'monitorName' | 'courseLabel'>) {
  return {
    monitorName: personName({ firstname: row.monitorFirstname, name: row.monitorName }),
    courseLabel: row.courseLabel,
  };
}

/** Until then the student cancels for free; after it, a confirmed lesson is charged. */
export function freeCancellationUntil(booking: Pick<SelfBookingRow, 'startsAt' | 'freeCancellationHours'>): Date {
  return freeCancellationEnd(booking.startsAt, booking.freeCancellationHours);
}

export function presentBooking(row: PresentedBookingRow, payment: SelfBooking['payment'] = null): SelfBooking {
  const { booking } = row;
  return {
    id: booking.id,
    monitor: { id: booking.monitorId, name: bookingNamesOf(row).monitorName },
    student: { id: booking.studentId, name: personName({ firstname: row.studentFirstname, name: row.studentName }) },
    course: { id: booking.courseId, label: row.courseLabel },
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    state: booking.state,
    cancelledBy: booking.cancelledBy,
    price: toChf(booking.priceCentimes),
    freeCancellationUntil: freeCancellationUntil(booking).toISOString(),
    charged: booking.chargedCentimes === null ? null : toChf(booking.chargedCentimes),
    confirmBy: booking.confirmBy?.toISOString() ?? null,
    holdUntil: booking.holdUntil?.toISOString() ?? null,
    payment,
  };
}
