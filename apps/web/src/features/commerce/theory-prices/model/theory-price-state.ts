import type { TheoryPriceRequest } from '@ds/domain';

/** Where a school stands: no request yet, one waiting, its price granted, or its latest request refused. */
export type TheoryPriceState = 'none' | 'requested' | 'approved' | 'refused';

/**
 * A school's standing from its requests (open first, then newest, as the server lists them): the
 * price that applies is its latest approved request's, even while a new one waits or after a later
 * refusal.
 */
export function theoryPriceStanding(requests: readonly TheoryPriceRequest[]): {
  state: TheoryPriceState;
  latest: TheoryPriceRequest | null;
  approved: TheoryPriceRequest | null;
} {
  const latest = requests[0] ?? null;
  const approved = requests.find((request) => request.status === 'approved') ?? null;
  if (!latest) return { state: 'none', latest, approved };
  if (latest.status === 'pending') return { state: 'requested', latest, approved };
  return { state: approved ? 'approved' : 'refused', latest, approved };
}
