import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFee, realIncome, shopOrderMoney, soldVoucherValidTo } from './shop-orders.rules';
import { includedVat } from './vat.rules';

describe("a shop order's money", () => {
  it('prices three 30-day theory licences with the VAT they hold, rounded the Swiss way', () => {
    expect(shopOrderMoney({ quantity: 3, unitPrice: 2240, vatRate: 810, voucherAvailable: 0 })).toEqual({
      subtotal: 6720,
      vat: includedVat(6720, 810),
      rounding: 0,
      total: 6720,
      voucher: 0,
      due: 6720,
    });
  });

  it('lets a voucher pay all, or whole 5 centimes of what it cannot pay in full', () => {
    expect(shopOrderMoney({ quantity: 1, unitPrice: 4160, vatRate: null, voucherAvailable: 5000 })).toMatchObject({
      total: 4160,
      voucher: 4160,
      due: 0,
    });
    expect(shopOrderMoney({ quantity: 1, unitPrice: 4160, vatRate: null, voucherAvailable: 1234 })).toMatchObject({
      voucher: 1230,
      due: 2930,
    });
  });

  it('always adds up: lines, VAT, rounding, voucher and what is due (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom(null, 770, 810, 260),
        fc.integer({ min: 0, max: 10_000_000 }),
        (quantity, unitPrice, vatRate, voucherAvailable) => {
          const money = shopOrderMoney({ quantity, unitPrice, vatRate, voucherAvailable });
          expect(money.subtotal).toBe(quantity * unitPrice);
          expect(money.total).toBe(money.subtotal + money.rounding);
          expect(Math.abs(money.rounding)).toBeLessThanOrEqual(2);
          expect(money.total % 5).toBe(0);
          expect(money.due % 5).toBe(0);
          expect(money.voucher + money.due).toBe(money.total);
          expect(money.voucher).toBeLessThanOrEqual(Math.max(voucherAvailable, 0));
          expect(money.vat).toBe(vatRate === null ? 0 : includedVat(money.subtotal, vatRate));
          for (const value of Object.values(money)) expect(Number.isInteger(value)).toBe(true);
        },
      ),
    );
  });

  it('keeps as real income what the card fee and the voucher leave', () => {
    expect(cardFee(6720, { basisPoints: 170, fixedCentimes: 0 })).toBe(114);
    expect(cardFee(0, { basisPoints: 170, fixedCentimes: 30 })).toBe(0);
    expect(realIncome({ total: 6720, voucher: 1000, providerFee: 114 })).toBe(5606);
  });

  it('makes a sold voucher valid three years, a leap day’s to the 28th', () => {
    expect(soldVoucherValidTo('2026-11-25')).toBe('2029-11-25');
    expect(soldVoucherValidTo('2028-02-29')).toBe('2031-02-28');
  });
});
