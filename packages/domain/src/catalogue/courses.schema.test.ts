import { describe, expect, it } from 'vitest';
import { courseInput, courseProblems } from './courses.schema';

const valid = {
  label: 'Leçon de conduite B',
  abbreviation: 'LCB',
  category: 'B',
  icon: 'car',
  colour: '#1c5fb8',
  descriptions: { fr: 'Leçon individuelle', de: '', it: '', en: '' },
  price: 100,
  durationMinutes: 60,
  individual: true,
  paymentModes: ['cash'],
};

const fieldsOf = (input: object) =>
  courseInput.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('course rules of spec §5', () => {
  it('accepts a complete individual lesson', () => {
    expect(courseInput.parse(valid).price).toBe(100);
  });

  it('refuses a label of 51 characters, a SARI id of 21 and an abbreviation of two letters', () => {
    expect(fieldsOf({ ...valid, label: 'x'.repeat(51) })).toEqual(['label']);
    expect(fieldsOf({ ...valid, sariId: '1'.repeat(21) })).toEqual(['sariId']);
    expect(fieldsOf({ ...valid, abbreviation: 'AB' })).toEqual(['abbreviation']);
    expect(fieldsOf({ ...valid, abbreviation: 'A1B2' })).toEqual(['abbreviation']);
    expect(fieldsOf({ ...valid, abbreviation: 'VKU' })).toEqual([]);
  });

  it('refuses a negative price, more than two decimals and an end before the start', () => {
    expect(fieldsOf({ ...valid, price: -1 })).toEqual(['price']);
    expect(fieldsOf({ ...valid, price: 99.999 })).toEqual(['price']);
    expect(fieldsOf({ ...valid, startDate: '2026-12-10', endDate: '2026-12-09' })).toEqual(['endDate']);
  });

  it('marks a group course without dates or places, and a paid course without a payment mode, as not configured', () => {
    const group = courseInput.parse({ ...valid, individual: false, paymentModes: [] });
    expect(courseProblems(group)).toEqual(['datesMissing', 'participantsMissing', 'paymentModeMissing']);
    expect(courseProblems(courseInput.parse({ ...valid, price: 0, paymentModes: [] }))).toEqual([]);
    expect(courseProblems(courseInput.parse({ ...valid, autoSariSync: true }))).toEqual(['sariIdMissing']);
  });
});
