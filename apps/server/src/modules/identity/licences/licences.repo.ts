import {
  and,
  arrayContained,
  arrayContains,
  desc,
  eq,
  inArray,
  isNull,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { licences, users } from '../../../db/schema';

/**
 * The modules of the licences active at `now` that a user works under, correlated on his users
 * row: his own and, for an employee, those of his school's administrators (an employee works
 * for the school under its licence, spec §6). The session statement and `findActiveLicenceModules`
 * both read it.
 */
export function activeLicenceModulesSql(now: SQLWrapper | string): SQL<string[]> {
  // Qualified by hand: in a query of `users` alone, Drizzle writes its columns unqualified, and
  // inside the subquery an unqualified "id" would be the licence's.
  const user = (column: string) => sql.raw(`"users"."${column}"`);
  return sql<string[]>`array(select unnest("licences"."modules") from ${licences}
    where "licences"."activated_at" <= ${now} and "licences"."ends_at" > ${now}
      and ("licences"."user_id" = ${user('id')} or (${user('role')} = 'employee' and "licences"."user_id" in (
        select "school_heads"."id" from ${users} as "school_heads"
        where "school_heads"."school_id" = ${user('school_id')} and "school_heads"."is_school_head"))))`;
}

export async function findActiveLicenceModules(db: Db, userId: string, now: Date): Promise<string[]> {
  const [row] = await db
    .select({ modules: activeLicenceModulesSql(now.toISOString()) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.modules ?? [];
}

export function findLicencesOfUser(db: Db, userId: string) {
  return db.select().from(licences).where(eq(licences.userId, userId)).orderBy(desc(licences.createdAt));
}

export function findLicencesOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(licences).where(inArray(licences.userId, userIds)).orderBy(desc(licences.createdAt));
}

export async function findLicenceByKeyHash(db: Db, keyHash: string) {
  const [licence] = await db.select().from(licences).where(eq(licences.keyHash, keyHash));
  return licence;
}

/**
 * When the user's licences granting exactly `modules` that run at `now` end last: a renewal of
 * them starts there (spec: renewal extends from the end date, not from today).
 */
export async function findLatestEndOfSameModules(db: Db, userId: string, modules: string[], now: Date) {
  const [row] = await db
    .select({ end: sql<Date | null>`max(${licences.endsAt})` })
    .from(licences)
    .where(
      and(
        eq(licences.userId, userId),
        sql`${licences.activatedAt} is not null and ${licences.endsAt} > ${now.toISOString()}`,
        arrayContains(licences.modules, modules),
        arrayContained(licences.modules, modules),
      ),
    );
  return row?.end ? new Date(row.end) : null;
}

/** Activates a key for a user unless someone activated it first. */
export async function activateLicenceKey(db: Db, id: string, userId: string, activatedAt: Date, endsAt: Date) {
  const [licence] = await db
    .update(licences)
    .set({ userId, activatedAt, endsAt })
    .where(and(eq(licences.id, id), isNull(licences.activatedAt)))
    .returning();
  return licence;
}

/**
 * SMS a month the active licences of a payer grant: a school's (its members' licences) or a
 * monitor's without a school (his own).
 */
export async function findMonthlySmsAllowance(db: Db, payer: { schoolId: string | null; userId: string }, now: Date) {
  const holders = payer.schoolId
    ? sql`${licences.userId} in (select ${users.id} from ${users} where ${users.schoolId} = ${payer.schoolId})`
    : eq(licences.userId, payer.userId);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${licences.monthlySms}), 0)::int` })
    .from(licences)
    .where(
      and(
        holders,
        sql`${licences.activatedAt} <= ${now.toISOString()}`,
        sql`${licences.endsAt} > ${now.toISOString()}`,
      ),
    );
  return row?.total ?? 0;
}

export async function insertLicences(db: Db, rows: (typeof licences.$inferInsert)[]): Promise<string[]> {
  if (rows.length === 0) return [];
  return (await db.insert(licences).values(rows).returning({ id: licences.id })).map((row) => row.id);
}
