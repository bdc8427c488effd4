import type { BookingLinkKind } from '@ds/domain';
import type { Secrets } from '../../../lib/secrets';
import { safeEqual } from '../../../lib/secrets';

/**
 * The signed links of a mail or an SMS (issue 30 §3, §4): `/booking/link/<kind>/<id>/<signature>`,
 * the signature derived from the server key for that kind and record. Single use follows from
 * the record: a cancelled booking cannot be cancelled again, an offer taken or passed on is over.
 */
export function bookingLinkSignature(secrets: Secrets, kind: BookingLinkKind, id: string): string {
  return secrets.derive('booking-link', kind, id);
}

export function bookingLinkPath(secrets: Secrets, kind: BookingLinkKind, id: string): string {
  return `/booking/link/${kind}/${id}/${bookingLinkSignature(secrets, kind, id)}`;
}

export function isBookingLinkSigned(secrets: Secrets, kind: BookingLinkKind, id: string, signature: string): boolean {
  return safeEqual(bookingLinkSignature(secrets, kind, id), signature);
}
