import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UNAMBIGUOUS_ALPHABET } from '../kernel/random/unambiguous-characters.rules';
import {
  canonicalVoucherCode,
  correctedAvailable,
  formatVoucherCode,
  generateVoucherCode,
  redeemableCentimes,
  redemptionRefusal,
  VOUCHER_MAX_CENTIMES,
  type VoucherStanding,
  voucherStatus,
} from './vouchers.rules';
import { voucherCheckInput, voucherCorrectionInput, voucherIssueInput } from './vouchers.schema';

describe('voucher codes', () => {
  it('makes 10,000 distinct codes of 13 characters, none of them ambiguous', () => {
    const codes = Array.from({ length: 10_000 }, () => generateVoucherCode(randomBytes));
    expect(new Set(codes).size).toBe(10_000);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{13}$/);
      expect(code).not.toMatch(/[01OIL]/);
    }
    const seen = new Set(codes.join(''));
    expect([...seen].sort().join('')).toBe(UNAMBIGUOUS_ALPHABET);
  });

  it('draws again the bytes that would bias the draw', () => {
    let calls = 0;
    const biased = (count: number) => new Uint8Array(count).fill(calls++ === 0 ? 250 : 1);
    expect(generateVoucherCode(biased)).toBe('3333333333333');
  });

  it('is shown grouped and read back in any case, with spaces or dashes', () => {
    expect(formatVoucherCode('ABCDEFGHJKMNP')).toBe('ABCD-EFGHJ-KMNP');
    expect(canonicalVoucherCode(' abcd-efghj kmnp ')).toBe('ABCDEFGHJKMNP');
    expect(voucherCheckInput.parse({ code: 'abcd-efghj-kmnp', amount: 10 }).code).toBe('ABCDEFGHJKMNP');
    const short = voucherCheckInput.safeParse({ code: 'ABCD-EFGH', amount: 10 });
    expect(short.error?.issues[0]?.path).toEqual(['code']);
    const seller = voucherCheckInput.safeParse({ sellerCode: 'Head-Shop!', code: 'ABCDEFGHJKMNP', amount: 10 });
    expect(seller.error?.issues[0]?.path).toEqual(['sellerCode']);
  });
});

describe('what a voucher is good for', () => {
  const voucher: VoucherStanding = {
    disabled: false,
    availableCentimes: 5_000,
    validFrom: '2026-03-01',
    validTo: '2026-12-31',
  };

  it('pays within its validity window, both days included (Swiss days)', () => {
    expect(voucherStatus(voucher, '2026-03-01')).toBe('usable');
    expect(voucherStatus(voucher, '2026-12-31')).toBe('usable');
    expect(redemptionRefusal(voucher, '2026-06-15')).toBeNull();
    expect(redemptionRefusal(voucher, '2026-02-28')).toBe('voucher_not_yet_valid');
    expect(redemptionRefusal(voucher, '2027-01-01')).toBe('voucher_expired');
  });

  it('refuses a disabled voucher above all, then one out of its window, then one used up', () => {
    expect(redemptionRefusal({ ...voucher, disabled: true, availableCentimes: 0 }, '2027-06-01')).toBe(
      'voucher_disabled',
    );
    expect(redemptionRefusal({ ...voucher, availableCentimes: 0 }, '2027-06-01')).toBe('voucher_expired');
    expect(redemptionRefusal({ ...voucher, availableCentimes: 0 }, '2026-06-01')).toBe('voucher_exhausted');
    expect(voucherStatus({ ...voucher, availableCentimes: 0 }, '2026-06-01')).toBe('exhausted');
  });

  it('takes what is wanted, or what is left', () => {
    expect(redeemableCentimes(5_000, 2_000)).toBe(2_000);
    expect(redeemableCentimes(5_000, 8_000)).toBe(5_000);
    expect(redeemableCentimes(0, 8_000)).toBe(0);
  });

  it('corrects the amount available up or down, never below nothing nor above the maximum', () => {
    expect(correctedAvailable(5_000, -1_250)).toEqual({ available: 3_750 });
    expect(correctedAvailable(5_000, 2_000)).toEqual({ available: 7_000 });
    expect(correctedAvailable(5_000, -5_000)).toEqual({ available: 0 });
    expect(correctedAvailable(5_000, -5_001)).toEqual({ refusal: 'below_zero' });
    expect(correctedAvailable(VOUCHER_MAX_CENTIMES, 1)).toEqual({ refusal: 'above_maximum' });
  });
});

describe('voucher inputs', () => {
  const issue = { amount: 50, validFrom: '2026-03-01', validTo: '2027-02-28' };

  it('issues an amount of more than nothing, valid from a day to a later one', () => {
    expect(voucherIssueInput.parse(issue)).toEqual({ ...issue, buyerName: '', beneficiaryName: '' });
    const paths = (input: object) => voucherIssueInput.safeParse(input).error?.issues.map((issue) => issue.path[0]);
    expect(paths({ ...issue, amount: 0 })).toEqual(['amount']);
    expect(paths({ ...issue, amount: 10_000.01 })).toEqual(['amount']);
    expect(paths({ ...issue, amount: 12.345 })).toEqual(['amount']);
    expect(paths({ ...issue, validTo: '2026-02-28' })).toEqual(['validTo']);
  });

  it('corrects by a signed amount with a reason', () => {
    expect(voucherCorrectionInput.parse({ amount: -12.5, reason: ' Geste commercial ' })).toEqual({
      amount: -12.5,
      reason: 'Geste commercial',
    });
    const paths = (input: object) =>
      voucherCorrectionInput.safeParse(input).error?.issues.map((issue) => issue.path[0]);
    expect(paths({ amount: 5 })).toEqual(['reason']);
    expect(paths({ amount: 0, reason: 'Nothing' })).toEqual(['amount']);
    expect(paths({ amount: 0.001, reason: 'Too fine' })).toEqual(['amount']);
  });
});
