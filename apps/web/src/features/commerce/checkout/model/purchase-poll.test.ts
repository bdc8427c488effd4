import type { Purchase } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { purchasePollInterval } from './purchase-poll';

const purchase = (status: Purchase['status'], paymentMode: Purchase['paymentMode']) =>
  ({ status, paymentMode }) as Purchase;

describe('purchasePollInterval', () => {
  it('reads a purchase awaiting its card payment every 2 s, then every 15 s', () => {
    expect(purchasePollInterval(purchase('awaiting_payment', 'card'), 0)).toBe(2_000);
    expect(purchasePollInterval(purchase('awaiting_payment', 'card'), 40)).toBe(15_000);
  });

  it('leaves an invoice awaiting payment, a paid or a cancelled purchase alone', () => {
    expect(purchasePollInterval(purchase('awaiting_payment', 'invoice'), 0)).toBe(false);
    expect(purchasePollInterval(purchase('paid', 'card'), 0)).toBe(false);
    expect(purchasePollInterval(purchase('cancelled', 'card'), 0)).toBe(false);
    expect(purchasePollInterval(undefined, 0)).toBe(false);
  });
});
