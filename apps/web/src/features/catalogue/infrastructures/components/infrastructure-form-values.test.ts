import { type Infrastructure, infrastructureInput } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { candidateOf, EMPTY_INFRASTRUCTURE, formValuesOf } from './infrastructure-form-values';

const stored = (adminMobile: string | null) =>
  ({
    ...EMPTY_INFRASTRUCTURE,
    id: '00000000-0000-4000-8000-000000000001',
    version: 1,
    hasAccessMap: false,
    name: 'Place d’exercice',
    street: null,
    houseNumber: null,
    postcode: null,
    city: null,
    adminEmail: null,
    adminMobile,
  }) as Infrastructure;

describe('infrastructure form values', () => {
  it('shows the administrator’s mobile as dialled at home, a foreign one with its country code', () => {
    expect(formValuesOf(stored('+41790000010')).adminMobile).toBe('079 000 00 10');
    expect(formValuesOf(stored('+33612345678')).adminMobile).toBe('+33 6 12 34 56 78');
    expect(formValuesOf(stored(null)).adminMobile).toBe('');
  });

  it('sends the mobile as typed and the schema stores it in E.164; a landline names the field', () => {
    const values = { ...formValuesOf(stored(null)), adminMobile: '079 000 00 10' };
    expect(infrastructureInput.parse(candidateOf(values)).adminMobile).toBe('+41790000010');
    const landline = infrastructureInput.safeParse(candidateOf({ ...values, adminMobile: '021 312 34 56' }));
    expect(landline.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['adminMobile']);
  });

  it('keeps street and building number apart, each blank one sent as none', () => {
    const located = { ...stored(null), street: 'Route de Cheseaux', houseNumber: '2', postcode: '1032' };
    const values = formValuesOf(located);
    expect(values).toMatchObject({ street: 'Route de Cheseaux', houseNumber: '2', postcode: '1032', city: '' });
    expect(infrastructureInput.parse(candidateOf({ ...values, houseNumber: ' ' }))).toMatchObject({
      street: 'Route de Cheseaux',
      houseNumber: null,
      city: null,
    });
    expect(formValuesOf(stored(null))).toMatchObject({ street: '', houseNumber: '' });
  });
});
