import { formatIban, formatPhone, type School, type SchoolLanguage } from '@ds/domain';
import {
  type AddressWithBillingValues,
  addressCandidate,
  addressWithBillingValuesOf,
} from '@/lib/postal-address-values';

/** What the school's form edits: text as typed, empty meaning "none". */
export interface SchoolFormValues extends AddressWithBillingValues {
  name: string;
  phone: string;
  email: string;
  website: string;
  vatNumber: string;
  iban: string;
  defaultLanguage: SchoolLanguage;
}

/** The form of a school (as people read its numbers), or an empty one to found a school. */
export function schoolFormValues(school: School | null, language: SchoolLanguage): SchoolFormValues {
  return {
    name: school?.name ?? '',
    ...addressWithBillingValuesOf(school, school?.billing ?? null),
    phone: school?.phone ? formatPhone(school.phone) : '',
    email: school?.email ?? '',
    website: school?.website ?? '',
    vatNumber: school?.vatNumber ?? '',
    iban: school?.iban ? formatIban(school.iban) : '',
    defaultLanguage: school?.defaultLanguage ?? language,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The candidate the domain schema `schoolInput` checks, as the server will. */
export function toSchoolCandidate(values: SchoolFormValues): Record<string, unknown> {
  return {
    name: values.name,
    ...addressCandidate(values),
    phone: orNull(values.phone),
    email: orNull(values.email),
    website: orNull(values.website),
    vatNumber: orNull(values.vatNumber),
    iban: orNull(values.iban),
    defaultLanguage: values.defaultLanguage,
  };
}
