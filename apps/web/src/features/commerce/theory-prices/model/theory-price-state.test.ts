import type { TheoryPriceRequest } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { theoryPriceStanding } from './theory-price-state';

const request = (status: TheoryPriceRequest['status'], id: string): TheoryPriceRequest => ({
  id,
  school: { id: 's', name: 'École' },
  requestedBy: { id: 'u', name: 'Hélène Chef' },
  requestedAt: '2026-03-01T10:00:00.000Z',
  message: '',
  status,
  decidedBy: null,
  decidedAt: null,
  prices: status === 'approved' ? { price1Day: 6, price30Days: 19, price365Days: 35 } : null,
  licencesBought: 0,
});

describe("a school's preferential price standing", () => {
  it('tells none, requested, approved and refused, keeping the approved price through later requests', () => {
    expect(theoryPriceStanding([]).state).toBe('none');
    expect(theoryPriceStanding([request('pending', 'a')]).state).toBe('requested');
    expect(theoryPriceStanding([request('refused', 'a')])).toMatchObject({ state: 'refused', approved: null });
    const granted = request('approved', 'b');
    expect(theoryPriceStanding([request('pending', 'c'), granted])).toMatchObject({
      state: 'requested',
      approved: granted,
    });
    expect(theoryPriceStanding([request('refused', 'c'), granted])).toMatchObject({
      state: 'approved',
      approved: granted,
    });
  });
});
