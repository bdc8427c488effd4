import fc from 'fast-check';
import {
  calculateQRReferenceChecksum,
  calculateSCORReferenceChecksum,
  isQRReferenceValid,
  isSCORReferenceValid,
} from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import { isQrIban } from '../school/school-identifiers.rules';
import {
  creditorReference,
  invoicePaymentReference,
  isValidCreditorReference,
  isValidQrReference,
  mod10RecursiveCheckDigit,
  qrReference,
} from './payment-reference.rules';

describe('QR reference (modulo 10, recursive)', () => {
  it("gives the Swiss guidelines' example its check digit", () => {
    expect(qrReference('21000000000313947143000901')).toBe('210000000003139471430009017');
    expect(isValidQrReference('21 00000 00003 13947 14300 09017')).toBe(true);
    expect(isValidQrReference('21 00000 00003 13947 14300 09018')).toBe(false);
  });
  it('pads the payload to 26 digits and refuses anything but 1 to 26 digits', () => {
    expect(qrReference('202600042')).toMatch(/^0{17}202600042\d$/);
    expect(() => qrReference('')).toThrow();
    expect(() => qrReference('12A')).toThrow();
    expect(() => qrReference('1'.repeat(27))).toThrow();
    expect(isValidQrReference('12345')).toBe(false);
  });
  it('agrees with swissqrbill on any payload, and one changed digit is always caught', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{26}$/), fc.nat(25), fc.integer({ min: 1, max: 9 }), (body, at, shift) => {
        expect(String(mod10RecursiveCheckDigit(body))).toBe(calculateQRReferenceChecksum(body));
        const reference = qrReference(body);
        expect(isValidQrReference(reference)).toBe(true);
        expect(isQRReferenceValid(reference)).toBe(true);
        const changed = `${reference.slice(0, at)}${(Number(reference[at]) + shift) % 10}${reference.slice(at + 1)}`;
        expect(isValidQrReference(changed)).toBe(false);
      }),
    );
  });
});

describe('creditor reference (ISO 11649)', () => {
  it("gives the standard's example its check digits", () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(isValidCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidCreditorReference('rf18539007547034')).toBe(true);
    expect(isValidCreditorReference('RF19539007547034')).toBe(false);
    expect(isValidCreditorReference('RF18')).toBe(false);
    expect(() => creditorReference('2026-00042')).toThrow();
    expect(() => creditorReference('A'.repeat(22))).toThrow();
  });
  // Mod 97 catches any one digit or any one letter replaced by another of its kind; a digit
  // turned into a letter lengthens the number checked, which it may miss (1 in 97).
  it('agrees with swissqrbill on any payload, and one digit or letter changed for another is always caught', () => {
    const alphanumeric = fc.stringMatching(/^[0-9A-Z]{1,21}$/);
    fc.assert(
      fc.property(alphanumeric, fc.nat(), fc.integer({ min: 1, max: 35 }), (payload, at, shift) => {
        const reference = creditorReference(payload);
        expect(reference.slice(2, 4)).toBe(calculateSCORReferenceChecksum(payload));
        expect(isValidCreditorReference(reference)).toBe(true);
        expect(isSCORReferenceValid(reference)).toBe(true);
        const index = 4 + (at % payload.length);
        const value = Number.parseInt(reference[index] as string, 36);
        const changed = value < 10 ? (value + (shift % 9) + 1) % 10 : 10 + ((value - 10 + (shift % 25) + 1) % 26);
        const character = changed.toString(36).toUpperCase();
        expect(isValidCreditorReference(`${reference.slice(0, index)}${character}${reference.slice(index + 1)}`)).toBe(
          false,
        );
      }),
    );
  });
});

describe('the reference of an invoice', () => {
  it('tells a QR-IBAN by its institution id, 30000 to 31999', () => {
    // Check digits right or not, only the institution id counts for the kind.
    expect(isQrIban('CH4431999123000889012')).toBe(true);
    expect(isQrIban('CH0030000000000000000')).toBe(true);
    expect(isQrIban('CH0031999000000000000')).toBe(true);
    expect(isQrIban('CH0029999000000000000')).toBe(false);
    expect(isQrIban('CH0032000000000000000')).toBe(false);
    expect(isQrIban('CH9300762011623852957')).toBe(false);
  });
  it('is a QR reference to a QR-IBAN and a creditor reference otherwise, from the invoice number', () => {
    expect(invoicePaymentReference('CH4431999123000889012', '2026-00042')).toEqual({
      type: 'QRR',
      reference: qrReference('202600042'),
    });
    expect(invoicePaymentReference('CH9300762011623852957', '2026-00042')).toEqual({
      type: 'SCOR',
      reference: creditorReference('202600042'),
    });
  });
});
