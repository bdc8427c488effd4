import type { Db } from '../../../db/client';
import { findStudentBillingContacts, findStudentsOfUsers } from './student-billing-contact.repo';

/** Who pays a student's invoice and where it goes: his billing address, else his home address, else none. */
export interface StudentBillingContact {
  id: string;
  schoolId: string;
  firstname: string;
  name: string;
  email: string | null;
  language: string | null;
  address: {
    street: string | null;
    houseNumber: string | null;
    postcode: string;
    city: string;
    country: string;
  } | null;
}

/** The students' billing contacts by id (those that exist). */
export async function studentBillingContacts(db: Db, ids: string[]): Promise<Map<string, StudentBillingContact>> {
  const rows = await findStudentBillingContacts(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => {
      const billing =
        row.billingPostcode && row.billingCity
          ? {
              street: row.billingStreet,
              houseNumber: row.billingHouseNumber,
              postcode: row.billingPostcode,
              city: row.billingCity,
              country: row.billingCountry ?? row.country,
            }
          : null;
      const home =
        row.postcode && row.city
          ? {
              street: row.street,
              houseNumber: row.houseNumber,
              postcode: row.postcode,
              city: row.city,
              country: row.country,
            }
          : null;
      const contact: StudentBillingContact = {
        id: row.id,
        schoolId: row.schoolId,
        firstname: row.firstname,
        name: row.name,
        email: row.email,
        language: row.language,
        address: billing ?? home,
      };
      return [row.id, contact];
    }),
  );
}

/** The school's student records of users (a shop's buyers), by user id. */
export async function schoolStudentsOfUsers(db: Db, schoolId: string, userIds: string[]): Promise<Map<string, string>> {
  const rows = await findStudentsOfUsers(db, schoolId, [...new Set(userIds)]);
  return new Map(rows.flatMap((row) => (row.userId ? [[row.userId, row.id] as const] : [])));
}
