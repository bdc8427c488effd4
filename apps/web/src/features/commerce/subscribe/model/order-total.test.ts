import { ORDER_QUANTITY_MAX } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { defaultPaymentMode, orderTotal, wholeNumberOf } from './order-total';

describe('orderTotal', () => {
  it('multiplies the price in centimes, without floating-point remainders', () => {
    expect(orderTotal(240, 1)).toBe(24_000);
    expect(orderTotal(120.1, 3)).toBe(36_030);
    expect(orderTotal(0.1, ORDER_QUANTITY_MAX)).toBe(500);
  });

  it('has no total for a quantity that cannot be ordered', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, ORDER_QUANTITY_MAX + 1]) {
      expect(orderTotal(240, quantity), String(quantity)).toBeNull();
    }
  });
});

describe('wholeNumberOf', () => {
  it('reads a typed number, an empty field being none', () => {
    expect(wholeNumberOf(3)).toBe(3);
    expect(wholeNumberOf('12')).toBe(12);
    expect(wholeNumberOf('  ')).toBeNaN();
  });
});

describe('defaultPaymentMode', () => {
  it('starts on the invoice, else on the plan’s first', () => {
    expect(defaultPaymentMode(['card', 'invoice'])).toBe('invoice');
    expect(defaultPaymentMode(['card'])).toBe('card');
    expect(defaultPaymentMode([])).toBeNull();
  });
});
