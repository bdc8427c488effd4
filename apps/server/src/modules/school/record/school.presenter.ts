import { isQrIban, type School, type SchoolInput, schoolLanguageOf } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import { billingAddressOf, billingColumns } from '../../../lib/billing-columns';
import type { SchoolRow, SchoolValues } from './school.repo';

const countryOf = (value: string | null) => (value ?? 'CH') as School['country'];

/** The school as its members read it. */
export function presentSchool(row: SchoolRow, actor: Pick<Actor, 'schoolHead'>): School {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    street: row.street,
    houseNumber: row.houseNumber,
    postcode: row.postcode,
    city: row.city,
    country: countryOf(row.country),
    billing: billingAddressOf(row),
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
    ...billingColumns(input.billing),
    phone: input.phone,
    email: input.email,
    website: input.website,
    vatNumber: input.vatNumber,
    iban: input.iban,
    defaultLanguage: input.defaultLanguage,
  };
}
