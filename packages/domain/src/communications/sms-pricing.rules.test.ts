import { describe, expect, it } from 'vitest';
import { SMS_FOREIGN_PRICE, smsCost, smsPricePerSegment } from './sms-pricing.rules';

describe('smsCost', () => {
  it('prices one GSM-7 SMS to the large Swiss networks at one credit, to the others at 1.25', () => {
    expect(smsCost('+41791234567', 'Rendez-vous demain à 08:00')).toEqual({ segments: 1, perSegment: 100, total: 100 });
    expect(smsCost('+41761234567', 'Rendez-vous').perSegment).toBe(100);
    expect(smsCost('+41781234567', 'Rendez-vous').perSegment).toBe(100);
    expect(smsCost('+41751234567', 'Rendez-vous').perSegment).toBe(125);
    expect(smsCost('+41771234567', 'Rendez-vous').perSegment).toBe(125);
    expect(smsCost('+4237912345', 'Rendez-vous').perSegment).toBe(125);
  });

  it('prices neighbouring countries at 1.5 credits and anything else at 1.75', () => {
    expect(smsCost('+33612345678', 'Bonjour').perSegment).toBe(150);
    expect(smsCost('+393123456789', 'Ciao').perSegment).toBe(150);
    expect(smsCost('+43664123456', 'Servus').perSegment).toBe(150);
    expect(smsCost('+491701234567', 'Hallo').perSegment).toBe(150);
    expect(smsCost('+447700900123', 'Hello')).toEqual({ segments: 1, perSegment: SMS_FOREIGN_PRICE, total: 175 });
    // A Swiss number outside the mobile ranges matches no prefix.
    expect(smsCost('+41441234567', 'Hallo').perSegment).toBe(175);
  });

  it('multiplies by the parts of a UCS-2 text (70, then 67 a part)', () => {
    const text = 'Leçon '.repeat(12); // 72 UTF-16 units; a lower-case ç forces UCS-2
    expect(smsCost('+41781234567', text)).toEqual({ segments: 2, perSegment: 100, total: 200 });
    expect(smsCost('+33612345678', 'ô'.repeat(135))).toEqual({ segments: 3, perSegment: 150, total: 450 });
  });

  it('costs nothing for an empty text', () => {
    expect(smsCost('+41791234567', '').total).toBe(0);
  });
});

describe('smsPricePerSegment', () => {
  it('takes the longest matching prefix, whatever the order of the table', () => {
    const prices = { '+4179': 100, '+41': 140, '+417': 120 };
    expect(smsPricePerSegment('+41791234567', prices)).toBe(100);
    expect(smsPricePerSegment('+41771234567', prices)).toBe(120);
    expect(smsPricePerSegment('+41441234567', prices)).toBe(140);
    expect(smsPricePerSegment('+33612345678', prices)).toBe(SMS_FOREIGN_PRICE);
  });
});
