import { SCHOOL_MEMBER_ROLES } from '@ds/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { schoolEmployees, schools, users } from '../../../db/schema';
import { updateAtVersion, type VersionedWrite } from '../../../db/versioned-update';

export type EmployeeTermsRow = typeof schoolEmployees.$inferSelect;

const memberColumns = {
  userId: users.id,
  firstname: users.firstname,
  name: users.name,
  email: users.email,
  role: users.role,
  language: users.language,
  administrator: users.isSchoolHead,
  terms: {
    startsOn: schoolEmployees.startsOn,
    endsOn: schoolEmployees.endsOn,
    rights: schoolEmployees.rights,
    version: schoolEmployees.version,
  },
};

/** The people who work at a school: its monitors (administrators or not) and employees, with an employee's terms. */
export function findMembers(db: Db, schoolId: string) {
  return db
    .select(memberColumns)
    .from(users)
    .leftJoin(schoolEmployees, eq(schoolEmployees.userId, users.id))
    .where(and(eq(users.schoolId, schoolId), inArray(users.role, SCHOOL_MEMBER_ROLES)))
    .orderBy(desc(users.isSchoolHead), asc(users.role), asc(users.name), asc(users.firstname));
}

export type MemberRow = Awaited<ReturnType<typeof findMembers>>[number];

export async function findMember(db: Db, schoolId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(schoolEmployees, eq(schoolEmployees.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.schoolId, schoolId), inArray(users.role, SCHOOL_MEMBER_ROLES)));
  return row;
}

/**
 * Locks the school row for the transaction: changes to who administers it take turns, so two
 * administrators stepping down at once cannot leave it with none.
 */
export async function lockSchool(db: Db, schoolId: string): Promise<void> {
  await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
}

export async function countAdministrators(db: Db, schoolId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.isSchoolHead, true)));
  return row?.count ?? 0;
}

export function setAdministrator(db: Db, userId: string, administrator: boolean) {
  return db.update(users).set({ isSchoolHead: administrator }).where(eq(users.id, userId));
}

/** Gives an employee his terms at a school (a new employee, or one joining another school). */
export async function upsertEmployeeTerms(
  db: Db,
  values: { userId: string; schoolId: string; startsOn: string; endsOn: string | null; rights: string[] },
): Promise<void> {
  await db
    .insert(schoolEmployees)
    .values(values)
    .onConflictDoUpdate({
      target: schoolEmployees.userId,
      set: {
        schoolId: values.schoolId,
        startsOn: values.startsOn,
        endsOn: values.endsOn,
        rights: values.rights,
        updatedAt: new Date(),
        version: sql`${schoolEmployees.version} + 1`,
      },
    });
}

export function updateEmployeeTermsAtVersion(
  db: Db,
  schoolId: string,
  userId: string,
  version: number,
  values: { startsOn: string; endsOn: string | null; rights: string[] },
): Promise<VersionedWrite<EmployeeTermsRow>> {
  return updateAtVersion(
    db,
    schoolEmployees,
    and(eq(schoolEmployees.userId, userId), eq(schoolEmployees.schoolId, schoolId)),
    version,
    { ...values, updatedAt: new Date() },
  );
}

/** Ends an employee's access on a day (his last one), raising the version of his terms. */
export function endEmployeeTerms(db: Db, schoolId: string, userId: string, lastDay: string) {
  return db
    .update(schoolEmployees)
    .set({ endsOn: lastDay, updatedAt: new Date(), version: sql`${schoolEmployees.version} + 1` })
    .where(and(eq(schoolEmployees.userId, userId), eq(schoolEmployees.schoolId, schoolId)));
}
