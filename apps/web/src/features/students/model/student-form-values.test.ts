import { type Student, studentInput } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { studentFormValues, toStudentCandidate } from './student-form-values';

const typed = {
  ...studentFormValues(null),
  name: 'Muster',
  firstname: 'Anna',
  birthDate: '31.12.2005',
  faber: '123.456.789',
  postcode: '1003',
  city: 'Lausanne',
};

describe('student form values', () => {
  it('sends the birth date as an ISO day, blanks as null and no billing address when bills go home', () => {
    const parsed = studentInput.parse(toStudentCandidate(typed));
    expect(parsed).toMatchObject({
      birthDate: '2005-12-31',
      faber: '123456789',
      email: null,
      mobile: null,
      street: null,
      houseNumber: null,
      billing: null,
    });
  });

  it('passes an unreadable date on as typed, so the schema refuses it, and a blank one as missing', () => {
    expect(toStudentCandidate({ ...typed, birthDate: '31.02.2001' }).birthDate).toBe('31.02.2001');
    expect(studentInput.safeParse(toStudentCandidate({ ...typed, birthDate: '31.02.2001' })).success).toBe(false);
    expect(toStudentCandidate({ ...typed, birthDate: ' ' }).birthDate).toBeUndefined();
  });

  it('sends street and building number apart, a blank number as none', () => {
    const home = { ...typed, street: 'Avenue de la Gare', houseNumber: '12b' };
    expect(studentInput.parse(toStudentCandidate(home))).toMatchObject({
      street: 'Avenue de la Gare',
      houseNumber: '12b',
    });
    expect(studentInput.parse(toStudentCandidate({ ...home, houseNumber: ' ' })).houseNumber).toBeNull();
  });

  it('sends the billing address when it differs from home, a blank number as none', () => {
    const billing = {
      street: 'Case postale',
      houseNumber: '',
      postcode: '9490',
      city: 'Vaduz',
      country: 'LI' as const,
    };
    const candidate = toStudentCandidate({ ...typed, billingSameAsAddress: false, billing });
    expect(studentInput.parse(candidate).billing).toEqual({ ...billing, houseNumber: null });
    const withNumber = toStudentCandidate({
      ...typed,
      billingSameAsAddress: false,
      billing: { ...billing, houseNumber: '12' },
    });
    expect(studentInput.parse(withNumber).billing).toEqual({ ...billing, houseNumber: '12' });
  });

  it('fills the form from a stored student: street and number, and a billing address without number', () => {
    const stored = {
      street: 'Rue de Bourg',
      houseNumber: '14',
      billing: { street: 'Case postale', houseNumber: null, postcode: '1951', city: 'Sion', country: 'CH' },
    } as Partial<Student> as Student;
    const values = studentFormValues(stored);
    expect(values).toMatchObject({ street: 'Rue de Bourg', houseNumber: '14', billingSameAsAddress: false });
    expect(values.billing).toEqual({
      street: 'Case postale',
      houseNumber: '',
      postcode: '1951',
      city: 'Sion',
      country: 'CH',
    });
    expect(studentFormValues(null)).toMatchObject({ street: '', houseNumber: '', billingSameAsAddress: true });
  });

  it('shows a stored Swiss mobile as dialled at home and a foreign one with its country code', () => {
    const withMobile = (mobile: string) => ({ mobile }) as Partial<Student> as Student;
    expect(studentFormValues(withMobile('+41791234567')).mobile).toBe('079 123 45 67');
    expect(studentFormValues(withMobile('+33612345678')).mobile).toBe('+33 6 12 34 56 78');
    expect(studentFormValues(null).mobile).toBe('');
  });

  it('sends a mobile as typed at home, and the schema stores it in E.164', () => {
    for (const typed_ of ['079 123 45 67', '079.123.45.67', '+41 (0)79 123 45 67', '0041 79 123 45 67']) {
      expect(studentInput.parse(toStudentCandidate({ ...typed, mobile: typed_ })).mobile, typed_).toBe('+41791234567');
    }
    const landline = studentInput.safeParse(toStudentCandidate({ ...typed, mobile: '021 312 34 56' }));
    expect(landline.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['mobile']);
  });
});
