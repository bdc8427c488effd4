import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, isQrIban, normaliseIban, normaliseVatNumber } from './school-identifiers.rules';

describe('normaliseVatNumber', () => {
  it.each([
    ['CHE-116.281.710 MWST', 'CHE-116.281.710 MWST'],
    ['CHE116281710TVA', 'CHE-116.281.710 TVA'],
    ['che 116 281 710 iva', 'CHE-116.281.710 IVA'],
    ['CHE-116.281.710', 'CHE-116.281.710 MWST'],
  ])('reads %s as %s', (input, written) => {
    expect(normaliseVatNumber(input)).toBe(written);
  });

  it.each([
    ['a wrong check digit', 'CHE-116.281.711 MWST'],
    ['too few digits', 'CHE-116.281.71'],
    ['no CHE prefix', '116.281.710 MWST'],
    ['an unknown suffix', 'CHE-116.281.710 VAT'],
    ['text', 'not a number'],
  ])('refuses %s', (_reason, input) => {
    expect(normaliseVatNumber(input)).toBeNull();
  });
});

describe('normaliseIban', () => {
  it('reads a Swiss IBAN or QR-IBAN with or without spaces', () => {
    expect(normaliseIban('CH93 0076 2011 6238 5295 7')).toBe('CH9300762011623852957');
    expect(normaliseIban('ch44 3199 9123 0008 8901 2')).toBe('CH4431999123000889012');
    expect(normaliseIban('LI21 0881 0000 2324 013A A')).toBe('LI21088100002324013AA');
  });

  it('refuses a wrong check, another country or another length', () => {
    expect(normaliseIban('CH93 0076 2011 6238 5295 8')).toBeNull();
    expect(normaliseIban('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(normaliseIban('CH93 0076 2011 6238 5295')).toBeNull();
  });

  it('never throws, and what it answers is always a valid CH or LI IBAN', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const iban = normaliseIban(input);
        return iban === null || normaliseIban(iban) === iban;
      }),
    );
  });
});

describe('QR-IBAN and printing', () => {
  it('tells a QR-IBAN by its institution id and prints groups of four', () => {
    expect(isQrIban('CH4431999123000889012')).toBe(true);
    expect(isQrIban('CH9300762011623852957')).toBe(false);
    expect(formatIban('CH9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });
});
