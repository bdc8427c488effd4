import { schoolInput } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { schoolFormValues, toSchoolCandidate } from './school-form-values';

const school = {
  id: '00000000-0000-4000-8000-000000000001',
  version: 3,
  name: 'Auto-école Démo',
  street: 'Avenue de la Gare',
  houseNumber: null,
  postcode: '1003',
  city: 'Lausanne',
  country: 'CH' as const,
  billing: null,
  phone: '+41213123456',
  email: null,
  website: null,
  vatNumber: 'CHE-116.281.710 TVA',
  iban: 'CH9300762011623852957',
  qrIban: false,
  defaultLanguage: 'fr' as const,
  hasLogo: false,
  administrator: true,
};

describe('the school form', () => {
  it('shows the numbers as people read them, and sends back what the schema takes', () => {
    const values = schoolFormValues(school, 'de');
    expect(values).toMatchObject({
      houseNumber: '',
      phone: '021 312 34 56',
      iban: 'CH93 0076 2011 6238 5295 7',
      billingSameAsAddress: true,
      defaultLanguage: 'fr',
    });
    const parsed = schoolInput.parse(toSchoolCandidate(values));
    expect(parsed).toMatchObject({ houseNumber: null, email: null, billing: null, iban: 'CH9300762011623852957' });
  });

  it('starts a new school in the user’s language with a separate billing address when asked', () => {
    const values = { ...schoolFormValues(null, 'it'), billingSameAsAddress: false };
    expect(values.defaultLanguage).toBe('it');
    expect(toSchoolCandidate(values).billing).toMatchObject({ street: '', houseNumber: null, country: 'CH' });
  });
});
