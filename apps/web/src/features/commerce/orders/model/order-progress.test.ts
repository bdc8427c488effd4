import type { SubscriptionOrder } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { awaitsPayment, statusesOf, turnedPaid } from './order-progress';

const order = (id: string, status: SubscriptionOrder['status']) => ({ id, status }) as SubscriptionOrder;

describe('awaitsPayment', () => {
  it('is true while one order waits for its payment', () => {
    expect(awaitsPayment([order('a', 'paid'), order('b', 'awaiting_payment')])).toBe(true);
    expect(awaitsPayment([order('a', 'paid'), order('c', 'cancelled')])).toBe(false);
    expect(awaitsPayment(undefined)).toBe(false);
  });
});

describe('turnedPaid', () => {
  it('sees an order that was awaiting its payment and is paid now', () => {
    const before = statusesOf([order('a', 'awaiting_payment'), order('b', 'paid')]);
    expect(turnedPaid(before, [order('a', 'paid'), order('b', 'paid')])).toBe(true);
  });

  it('ignores orders paid already, new ones, and cancellations', () => {
    const before = statusesOf([order('a', 'paid'), order('b', 'awaiting_payment')]);
    expect(turnedPaid(before, [order('a', 'paid'), order('b', 'cancelled'), order('c', 'paid')])).toBe(false);
    expect(turnedPaid(new Map(), [order('a', 'paid')])).toBe(false);
  });
});
