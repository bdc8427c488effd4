import { describe, expect, it } from 'vitest';
import { cardExpired, cardRegistrationInput, paymentTokenSchema } from './payments.schema';

describe('card payments', () => {
  it('holds a card valid to the end of its month', () => {
    const card = { expiryMonth: 6, expiryYear: 2026 };
    expect(cardExpired(card, '2026-06-30')).toBe(false);
    expect(cardExpired(card, '2026-07-01')).toBe(true);
    expect(cardExpired(card, '2025-12-31')).toBe(false);
    expect(cardExpired({ expiryMonth: 12, expiryYear: 2025 }, '2026-01-01')).toBe(true);
  });

  it('names a card (spec §3 Credit card), shared with employees only when asked', () => {
    expect(cardRegistrationInput.parse({ name: ' Visa ' })).toEqual({ name: 'Visa', shared: false });
    expect(cardRegistrationInput.safeParse({ name: '  ' }).error?.issues[0]?.path).toEqual(['name']);
  });

  it('takes only a payment token of 43 base64url characters', () => {
    expect(paymentTokenSchema.safeParse('A'.repeat(43)).success).toBe(true);
    expect(paymentTokenSchema.safeParse('A'.repeat(42)).success).toBe(false);
    expect(paymentTokenSchema.safeParse(`${'A'.repeat(42)}/`).success).toBe(false);
  });
});
