import { describe, expect, it } from 'vitest';
import { studentInput } from './students.schema';

const valid = {
  name: 'Favre',
  firstname: 'Chloé',
  birthDate: '2005-06-15',
  faber: '90431276',
  street: 'Grand-Rue',
  houseNumber: '61',
  postcode: '1110',
  city: 'Morges',
};

const fieldsOf = (input: object) =>
  studentInput.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('a student’s address in the parts a QR-bill asks for', () => {
  it('keeps street and building number apart, trimmed, in Switzerland unless told otherwise', () => {
    const student = studentInput.parse({ ...valid, street: ' Grand-Rue ', houseNumber: ' 61a ' });
    expect(student).toMatchObject({ street: 'Grand-Rue', houseNumber: '61a', postcode: '1110', city: 'Morges' });
    expect(student.country).toBe('CH');
    expect(student.billing).toBeNull();
  });

  it('lets street and number stay empty (a village without street names), but not postcode and city', () => {
    expect(fieldsOf({ ...valid, street: null, houseNumber: null })).toEqual([]);
    expect(studentInput.parse({ ...valid, street: undefined, houseNumber: undefined })).toMatchObject({
      street: null,
      houseNumber: null,
    });
    expect(fieldsOf({ ...valid, postcode: '' })).toEqual(['postcode']);
    expect(fieldsOf({ ...valid, city: ' ' })).toEqual(['city']);
  });

  it('refuses what a QR-bill cannot carry: a street over 70, a number over 16, a postcode over 16, a city over 35', () => {
    expect(fieldsOf({ ...valid, street: 'x'.repeat(70), houseNumber: '1'.repeat(16) })).toEqual([]);
    expect(fieldsOf({ ...valid, street: 'x'.repeat(71) })).toEqual(['street']);
    expect(fieldsOf({ ...valid, houseNumber: '1'.repeat(17) })).toEqual(['houseNumber']);
    expect(fieldsOf({ ...valid, postcode: '1'.repeat(17) })).toEqual(['postcode']);
    expect(fieldsOf({ ...valid, city: 'x'.repeat(36) })).toEqual(['city']);
  });

  it('takes a billing address with its own street and number, the street required', () => {
    const billing = { street: 'Case postale', houseNumber: '12', postcode: '1951', city: 'Sion' };
    expect(studentInput.parse({ ...valid, billing }).billing).toEqual({ ...billing, country: 'CH' });
    expect(fieldsOf({ ...valid, billing: { ...billing, houseNumber: null } })).toEqual([]);
    expect(fieldsOf({ ...valid, billing: { ...billing, street: '' } })).toEqual(['billing.street']);
    expect(fieldsOf({ ...valid, billing: { ...billing, street: 'x'.repeat(71) } })).toEqual(['billing.street']);
    expect(fieldsOf({ ...valid, billing: { ...billing, houseNumber: '1'.repeat(17) } })).toEqual([
      'billing.houseNumber',
    ]);
    expect(fieldsOf({ ...valid, billing: { ...billing, country: 'AT' } })).toEqual(['billing.country']);
  });

  it('no longer reads the one-line address', () => {
    expect(studentInput.parse({ ...valid, address: 'Grand-Rue 61' })).not.toHaveProperty('address');
  });
});
