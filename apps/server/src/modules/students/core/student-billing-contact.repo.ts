import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { students } from '../../../db/schema';

export function findStudentBillingContacts(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: students.id,
      schoolId: students.schoolId,
      firstname: students.firstname,
      name: students.name,
      email: students.email,
      language: students.language,
      street: students.street,
      houseNumber: students.houseNumber,
      postcode: students.postcode,
      city: students.city,
      country: students.country,
      billingStreet: students.billingStreet,
      billingHouseNumber: students.billingHouseNumber,
      billingPostcode: students.billingPostcode,
      billingCity: students.billingCity,
      billingCountry: students.billingCountry,
    })
    .from(students)
    .where(inArray(students.id, ids));
}

export function findStudentsOfUsers(db: Db, schoolId: string, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: students.id, userId: students.userId })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), inArray(students.userId, userIds)));
}
