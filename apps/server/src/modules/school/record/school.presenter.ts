import { isQrIban, type School, type SchoolInput, schoolLanguageOf } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { SchoolRow, SchoolValues } from './school.repo';

const countryOf = (value: string | null) => (value ?? 'CH') as School['country'];

/** The school as its members read it. */
export function presentSchool(row: SchoolRow, actor: Pick<Actor, 'schoolHead'>): School {
  const billing =
    row.billingPostcode && row.billingCity
      ? {
          street: row.billingStreet,
          houseNumber: row.billingHouseNumber,
          postcode: row.billingPostcode,
          city: row.billingCity,
          country: countryOf(row.billingCountry),
        }
      : null;
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    street: row.street,
    houseNumber: row.houseNumber,
    postcode: row.postcode,
    city: row.city,
    country: countryOf(row.country),
    billing,
    phone: row.phone,
    email: row.email,
    website: row.website,
    vatNumber: row.vatNumber,
    iban: row.iban,
    qrIban: row.iban ? isQrIban(row.iban) : false,
    defaultLanguage: schoolLanguageOf(row.defaultLanguage),
    hasLogo: row.logoFileId !== null,
    administrator: actor.schoolHead,
  };
}

/** The columns a school record's form writes. */
export function schoolValues(input: SchoolInput): Omit<SchoolValues, 'logoFileId' | 'canton' | 'updatedAt'> {
  return {
    name: input.name,
    street: input.street,
    houseNumber: input.houseNumber,
    postcode: input.postcode,
    city: input.city,
    country: input.country,
    billingStreet: input.billing?.street ?? null,
    billingHouseNumber: input.billing?.houseNumber ?? null,
    billingPostcode: input.billing?.postcode ?? null,
    billingCity: input.billing?.city ?? null,
    billingCountry: input.billing?.country ?? null,
    phone: input.phone,
    email: input.email,
    website: input.website,
    vatNumber: input.vatNumber,
    iban: input.iban,
    defaultLanguage: input.defaultLanguage,
  };
}
