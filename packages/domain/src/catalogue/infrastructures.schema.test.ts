import { describe, expect, it } from 'vitest';
import { infrastructureInput } from './infrastructures.schema';

const ground = { name: 'Place d’exercice de Romanel', price: 35 };

const fieldsOf = (input: object) =>
  infrastructureInput.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('an infrastructure’s address', () => {
  it('is optional, every part of it', () => {
    expect(infrastructureInput.parse(ground)).toMatchObject({
      street: null,
      houseNumber: null,
      postcode: null,
      city: null,
    });
  });

  it('keeps street and building number apart, trimmed', () => {
    const parsed = infrastructureInput.parse({
      ...ground,
      street: ' Route de Cheseaux ',
      houseNumber: '2',
      postcode: '1032',
      city: 'Romanel-sur-Lausanne',
    });
    expect(parsed).toMatchObject({
      street: 'Route de Cheseaux',
      houseNumber: '2',
      postcode: '1032',
      city: 'Romanel-sur-Lausanne',
    });
  });

  it('holds the QR-bill lengths: street 70, number 16, postcode 16, city 35', () => {
    const longest = { street: 'x'.repeat(70), houseNumber: '1'.repeat(16), postcode: '1'.repeat(16) };
    expect(fieldsOf({ ...ground, ...longest, city: 'x'.repeat(35) })).toEqual([]);
    expect(fieldsOf({ ...ground, street: 'x'.repeat(71) })).toEqual(['street']);
    expect(fieldsOf({ ...ground, houseNumber: '1'.repeat(17) })).toEqual(['houseNumber']);
    expect(fieldsOf({ ...ground, postcode: '1'.repeat(17) })).toEqual(['postcode']);
    expect(fieldsOf({ ...ground, city: 'x'.repeat(36) })).toEqual(['city']);
  });
});
