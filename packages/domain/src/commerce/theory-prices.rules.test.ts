import { describe, expect, it } from 'vitest';
import { PREFERENTIAL_THEORY_AFTER, preferentialUnitPrice, theoryPriceFor } from './theory-prices.rules';
import { theoryPriceDecisionInput, theoryPriceRequestInput } from './theory-prices.schema';

const prices = { price1Day: 600, price30Days: 1900, price365Days: 3500 };

describe('the preferential theory-exam price (spec §9)', () => {
  it('reads the price of each licence length', () => {
    expect([1, 30, 365, 7].map((days) => theoryPriceFor(prices, days))).toEqual([600, 1900, 3500, null]);
  });

  it('applies from the 6th licence: once the school bought 5 or more before the order', () => {
    expect(PREFERENTIAL_THEORY_AFTER).toBe(5);
    const price = (licencesBoughtBefore: number) => preferentialUnitPrice({ licencesBoughtBefore, prices, days: 30 });
    expect([0, 1, 4].map(price)).toEqual([null, null, null]);
    expect([5, 6, 500].map(price)).toEqual([1900, 1900, 1900]);
  });

  it('prices an order whole: one that crosses the 5th licence keeps the normal price', () => {
    // Four bought, an order of three (the 5th to 7th): nothing preferential yet; the next order is.
    expect(preferentialUnitPrice({ licencesBoughtBefore: 4, prices, days: 365 })).toBeNull();
    expect(preferentialUnitPrice({ licencesBoughtBefore: 7, prices, days: 365 })).toBe(3500);
  });

  it('needs an approved price: none granted, none applied however many were bought', () => {
    expect(preferentialUnitPrice({ licencesBoughtBefore: 50, prices: null, days: 1 })).toBeNull();
  });
});

describe('requests and decisions as typed', () => {
  const fields = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((issue) => issue.path.join('.'));

  it('takes a request with or without a message, trimmed, at most 1000 characters', () => {
    expect(theoryPriceRequestInput.parse({})).toEqual({ message: '' });
    expect(theoryPriceRequestInput.parse({ message: '  Six moniteurs  ' })).toEqual({ message: 'Six moniteurs' });
    expect(fields(theoryPriceRequestInput.safeParse({ message: 'x'.repeat(1001) }))).toEqual(['message']);
  });

  it('approves with three prices in CHF of at most two decimals, never negative; refuses with none', () => {
    const approve = { decision: 'approve', price1Day: 6, price30Days: 19.5, price365Days: 35.05 };
    expect(theoryPriceDecisionInput.parse(approve)).toEqual(approve);
    expect(theoryPriceDecisionInput.parse({ decision: 'refuse' })).toEqual({ decision: 'refuse' });
    expect(fields(theoryPriceDecisionInput.safeParse({ ...approve, price1Day: -1 }))).toEqual(['price1Day']);
    expect(fields(theoryPriceDecisionInput.safeParse({ ...approve, price30Days: 19.555 }))).toEqual(['price30Days']);
    expect(fields(theoryPriceDecisionInput.safeParse({ decision: 'approve', price1Day: 6, price30Days: 19 }))).toEqual([
      'price365Days',
    ]);
    expect(fields(theoryPriceDecisionInput.safeParse({ decision: 'maybe' }))).toEqual(['decision']);
  });
});
