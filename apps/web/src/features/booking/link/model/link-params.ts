import { bookingLinkParams } from '@ds/domain';
import type { LinkParams } from '../api/booking-link-api';

/** The link's parts from the address, or null when they cannot be a link the server signed (cut short when copied). */
export function linkParamsOf(params: Record<string, string | undefined>): LinkParams | null {
  const parsed = bookingLinkParams.safeParse(params);
  return parsed.success ? parsed.data : null;
}
