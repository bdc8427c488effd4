import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatVatRate,
  includedVat,
  invoiceTotals,
  roundToFiveCentimes,
  VAT_CATEGORIES,
  VAT_RATES,
  vatRateOn,
} from './vat.rules';

describe('VAT rates', () => {
  it('answers the rate in force on a day: 8.1 % standard since 2024, 7.7 % before', () => {
    expect(vatRateOn('2026-03-01')).toBe(810);
    expect(vatRateOn('2024-01-01')).toBe(810);
    expect(vatRateOn('2023-12-31')).toBe(770);
    expect(vatRateOn('2026-03-01', 'reduced')).toBe(260);
    expect(vatRateOn('2026-03-01', 'accommodation')).toBe(380);
    expect(formatVatRate(810)).toBe('8.1');
    expect(formatVatRate(800)).toBe('8');
  });
  it('keeps its rows in order, each with every category', () => {
    const days = VAT_RATES.map((row) => row.from);
    expect([...days].sort()).toEqual(days);
    for (const row of VAT_RATES) for (const category of VAT_CATEGORIES) expect(row[category]).toBeGreaterThan(0);
  });
});

describe('cash rounding', () => {
  it('rounds to the nearest 5 centimes', () => {
    expect([100, 101, 102, 103, 104, 105, 107, 108].map(roundToFiveCentimes)).toEqual([
      100, 100, 100, 105, 105, 105, 105, 110,
    ]);
  });
});

describe('invoice totals', () => {
  it('takes the VAT out of prices that include it, once per rate', () => {
    // CHF 240 at 8.1 %: 240 × 8.1 / 108.1 = 17.98
    const totals = invoiceTotals([{ quantity: 2, unitPrice: 24_000, vatRate: 810 }]);
    expect(totals).toEqual({
      lineAmounts: [48_000],
      subtotal: 48_000,
      vat: [{ rate: 810, gross: 48_000, net: 44_403, vat: 3_597 }],
      rounding: 0,
      total: 48_000,
    });
    expect(includedVat(24_000, 810)).toBe(1_798);
  });
  it('charges no VAT without a rate, and rounds the total to 5 centimes', () => {
    const totals = invoiceTotals([
      { quantity: 3, unitPrice: 333, vatRate: null },
      { quantity: 1, unitPrice: 720, vatRate: null },
    ]);
    expect(totals).toMatchObject({ subtotal: 1_719, vat: [], rounding: 1, total: 1_720 });
  });

  const line = fc.record({
    quantity: fc.integer({ min: 1, max: 1_000 }),
    unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
    vatRate: fc.option(fc.constantFrom(...VAT_RATES.flatMap((row) => VAT_CATEGORIES.map((category) => row[category])))),
  });
  it('always adds up: lines to the subtotal, net and VAT to each rate, rates to the taxed lines, subtotal and rounding to the total', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const totals = invoiceTotals(lines);
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        for (const value of [
          ...totals.lineAmounts,
          totals.subtotal,
          totals.total,
          ...totals.vat.flatMap(Object.values),
        ]) {
          expect(Number.isInteger(value)).toBe(true);
        }
        expect(totals.lineAmounts).toEqual(lines.map((item) => item.quantity * item.unitPrice));
        expect(sum(totals.lineAmounts)).toBe(totals.subtotal);
        const taxed = sum(lines.filter((item) => item.vatRate !== null).map((item) => item.quantity * item.unitPrice));
        expect(sum(totals.vat.map((group) => group.gross))).toBe(taxed);
        for (const group of totals.vat) {
          expect(group.net + group.vat).toBe(group.gross);
          // The VAT held is the exact share to within half a centime.
          expect(Math.abs(group.vat - (group.gross * group.rate) / (10_000 + group.rate))).toBeLessThanOrEqual(0.5);
        }
        expect(new Set(totals.vat.map((group) => group.rate)).size).toBe(totals.vat.length);
        expect(totals.subtotal + totals.rounding).toBe(totals.total);
        expect(totals.total % 5).toBe(0);
        expect(Math.abs(totals.rounding)).toBeLessThanOrEqual(2);
      }),
    );
  });
});
