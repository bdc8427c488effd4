import { describe, expect, it } from 'vitest';
import { smsLength } from './sms.rules';

describe('smsLength', () => {
  it('fits 160 GSM-7 characters in one SMS and splits longer texts in parts of 153', () => {
    expect(smsLength('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1, remaining: 0 });
    expect(smsLength('a'.repeat(161))).toMatchObject({ segments: 2, remaining: 145 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts extension characters (€, [ ]) twice', () => {
    expect(smsLength('Prix: 100 €').units).toBe(12);
    expect(smsLength('[a]').units).toBe(5);
    expect(smsLength('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(smsLength('€'.repeat(81)).segments).toBe(2);
  });

  it('keeps the accents GSM-7 has in GSM-7, but a lower-case ç forces UCS-2', () => {
    expect(smsLength('Rendez-vous à 08:00, Zürich, Genève, Müller').encoding).toBe('GSM-7');
    expect(smsLength('Leçon').encoding).toBe('UCS-2');
  });

  it('switches to UCS-2 for letters outside GSM-7 and for emoji (70, then 67 a part)', () => {
    expect(smsLength('Leçon demain ê').encoding).toBe('UCS-2');
    expect(smsLength('ô'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsLength('ô'.repeat(71)).segments).toBe(2);
    expect(smsLength('🚗')).toMatchObject({ encoding: 'UCS-2', units: 2 });
    expect(smsLength('🚗'.repeat(35)).segments).toBe(1);
    expect(smsLength('🚗'.repeat(36)).segments).toBe(2);
  });

  it('costs 1 to 1.75 credits a part', () => {
    expect(smsLength('a'.repeat(200)).credits).toEqual({ min: 2, max: 3.5 });
    expect(smsLength('').segments).toBe(0);
  });
});
