import type { Purchase } from '@ds/domain';
import { pollInterval } from '../../payments/model/poll-interval';

/** A purchase awaiting its card payment is read again as its payment is; any other stays as read. */
export function purchasePollInterval(purchase: Purchase | undefined, reads: number): number | false {
  if (purchase?.status !== 'awaiting_payment' || purchase.paymentMode !== 'card') return false;
  return pollInterval('waiting', reads);
}
