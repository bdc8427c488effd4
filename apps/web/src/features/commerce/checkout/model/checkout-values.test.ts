import { checkoutInput } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { checkoutCandidate, emptyBuyer, paymentModeAmong, quantityOf } from './checkout-values';

const quote = { shopCode: 'HeleneChef', articleCode: 'Pack01', quantity: 2 };
const buyer = {
  ...emptyBuyer('de'),
  firstname: 'Lea',
  name: 'Muster',
  email: ' lea@example.ch ',
  address: { street: 'Bahnhofstrasse', houseNumber: '', postcode: '8001', city: 'Zürich', country: 'CH' as const },
};

describe('checkoutCandidate', () => {
  it('sends a buyer without account, without his address when he pays by card', () => {
    const parsed = checkoutInput.parse(checkoutCandidate(quote, { buyer, paymentMode: 'card', acceptTerms: true }));
    expect(parsed.buyer).toEqual({
      firstname: 'Lea',
      name: 'Muster',
      email: 'lea@example.ch',
      language: 'de',
      address: null,
    });
    expect(parsed.paymentMode).toBe('card');
  });

  it('sends his address for an invoice, a blank building number as none', () => {
    const parsed = checkoutInput.parse(checkoutCandidate(quote, { buyer, paymentMode: 'invoice', acceptTerms: true }));
    expect(parsed.buyer?.address).toEqual({
      street: 'Bahnhofstrasse',
      houseNumber: null,
      postcode: '8001',
      city: 'Zürich',
      country: 'CH',
    });
  });

  it('sends neither buyer nor payment mode for a signed-in user paying nothing', () => {
    const candidate = checkoutCandidate(
      { ...quote, voucherCode: 'K7MQ2WXR9TDH3' },
      { buyer: null, paymentMode: null, acceptTerms: true },
    );
    expect(candidate).toEqual({ ...quote, voucherCode: 'K7MQ2WXR9TDH3', acceptTerms: true });
  });

  it('is refused without the terms, naming acceptTerms', () => {
    const result = checkoutInput.safeParse(
      checkoutCandidate(quote, { buyer, paymentMode: 'card', acceptTerms: false }),
    );
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['acceptTerms']);
  });
});

describe('quantityOf', () => {
  it('accepts whole numbers from 1 to the maximum', () => {
    expect(quantityOf(1, 100)).toBe(1);
    expect(quantityOf('100', 100)).toBe(100);
  });

  it('asks nothing for a quantity being typed or out of range', () => {
    for (const value of ['', 0, 101, 1.5, '-2']) expect(quantityOf(value, 100)).toBeNull();
  });
});

describe('paymentModeAmong', () => {
  it('keeps the chosen mode while offered, else takes the first', () => {
    expect(paymentModeAmong('invoice', ['card', 'invoice'])).toBe('invoice');
    expect(paymentModeAmong('invoice', ['card'])).toBe('card');
    expect(paymentModeAmong(null, ['invoice'])).toBe('invoice');
    expect(paymentModeAmong('card', [])).toBeNull();
  });
});
