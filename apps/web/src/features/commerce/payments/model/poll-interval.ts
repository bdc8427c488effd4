import type { CardPaymentStatus } from '@ds/domain';

/** Reads in the first minute: the provider's notification usually comes within seconds. */
const QUICK_READS = 30;

/**
 * How soon a page waiting for the provider's decision reads the status again: every 2 s for a
 * minute, then every 15 s (the expiry round decides within the hour); never once it is decided.
 */
export function pollInterval(status: CardPaymentStatus | undefined, reads: number): number | false {
  if (status !== undefined && status !== 'waiting') return false;
  return reads < QUICK_READS ? 2_000 : 15_000;
}
