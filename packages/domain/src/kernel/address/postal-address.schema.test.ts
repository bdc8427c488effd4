import { describe, expect, it } from 'vitest';
import { addressLines, streetLine } from './postal-address.schema';

describe('an address written out', () => {
  it('writes the number after the street, as in Switzerland', () => {
    expect(streetLine({ street: 'Avenue de la Gare', houseNumber: '1' })).toBe('Avenue de la Gare 1');
    expect(streetLine({ street: 'Bahnhofstrasse', houseNumber: '10a' })).toBe('Bahnhofstrasse 10a');
    expect(streetLine({ street: 'Case postale', houseNumber: null })).toBe('Case postale');
    expect(streetLine({ street: null, houseNumber: null })).toBe('');
  });

  it('gives the lines of a letter, the country only abroad', () => {
    const lausanne = { street: 'Rue de Bourg', houseNumber: '14', postcode: '1003', city: 'Lausanne' };
    expect(addressLines({ ...lausanne, country: 'CH' })).toEqual(['Rue de Bourg 14', '1003 Lausanne']);
    expect(addressLines({ ...lausanne, postcode: '74000', city: 'Annecy', country: 'FR' })).toEqual([
      'Rue de Bourg 14',
      '74000 Annecy',
      'FR',
    ]);
  });

  it('leaves out what is missing: no street, or a record whose postcode and city are not known yet', () => {
    expect(addressLines({ street: null, houseNumber: null, postcode: '1599', city: 'Aumont', country: 'CH' })).toEqual([
      '1599 Aumont',
    ]);
    expect(addressLines({ street: null, houseNumber: null, postcode: null, city: null, country: 'CH' })).toEqual([]);
    expect(
      addressLines({ street: 'Via Nassa', houseNumber: '5', postcode: null, city: 'Lugano', country: 'CH' }),
    ).toEqual(['Via Nassa 5', 'Lugano']);
  });
});
