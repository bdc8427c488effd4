import { and, asc, desc, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { students, theoryLicences, theoryServiceAccounts, users } from '../../../db/schema';
import { heldStudentsScope, type ScopeActor } from '../../../kernel/access/access';

export type TheoryAccountRow = typeof theoryServiceAccounts.$inferSelect;

export async function findTheoryAccount(db: Db, userId: string): Promise<TheoryAccountRow | undefined> {
  const [row] = await db.select().from(theoryServiceAccounts).where(eq(theoryServiceAccounts.userId, userId));
  return row;
}

/** New credentials are not checked yet: what the service said of the old ones no longer counts. */
export async function saveTheoryAccount(
  db: Db,
  values: { userId: string; username: string; passwordSealed: string },
): Promise<TheoryAccountRow> {
  const [row] = await db
    .insert(theoryServiceAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: theoryServiceAccounts.userId,
      set: {
        username: values.username,
        passwordSealed: values.passwordSealed,
        verifiedAt: null,
        refusedAt: null,
        version: sql`${theoryServiceAccounts.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('theory account not saved');
  return row;
}

/** What the service said of the credentials, if they are still those it was asked about. */
export async function recordTheoryAccountCheck(
  db: Db,
  account: { userId: string; version: number },
  outcome: 'verified' | 'refused',
  at: Date,
): Promise<TheoryAccountRow | undefined> {
  const [row] = await db
    .update(theoryServiceAccounts)
    .set(outcome === 'verified' ? { verifiedAt: at, refusedAt: null } : { refusedAt: at })
    .where(and(eq(theoryServiceAccounts.userId, account.userId), eq(theoryServiceAccounts.version, account.version)))
    .returning();
  return row;
}

export async function deleteTheoryAccount(db: Db, userId: string): Promise<void> {
  await db.delete(theoryServiceAccounts).where(eq(theoryServiceAccounts.userId, userId));
}

const licenceColumns = {
  id: theoryLicences.id,
  code: theoryLicences.code,
  days: theoryLicences.days,
  activatedAt: theoryLicences.activatedAt,
  expiresAt: theoryLicences.expiresAt,
  progressPercent: theoryLicences.progressPercent,
  lastTrainedAt: theoryLicences.lastTrainedAt,
  progressReportedAt: theoryLicences.progressReportedAt,
};
export type TheoryLicenceRow = {
  [K in keyof typeof licenceColumns]: (typeof licenceColumns)[K]['_']['data'] | null;
} & { id: string; code: string; days: number };

/** A licence is the user's when issued to his account, or bought with his e-mail (as a visitor). */
const heldBy = (holder: { userId: string; email: string }): SQL | undefined =>
  or(eq(theoryLicences.holderId, holder.userId), sql`lower(${theoryLicences.holderEmail}) = lower(${holder.email})`);

export async function findHeldLicences(db: Db, holder: { userId: string; email: string }): Promise<TheoryLicenceRow[]> {
  return db
    .select(licenceColumns)
    .from(theoryLicences)
    .where(heldBy(holder))
    .orderBy(desc(theoryLicences.issuedAt), asc(theoryLicences.code));
}

export async function findHeldLicence(
  db: Db,
  holder: { userId: string; email: string },
  id: string,
): Promise<TheoryLicenceRow | undefined> {
  const [row] = await db
    .select(licenceColumns)
    .from(theoryLicences)
    .where(and(eq(theoryLicences.id, id), heldBy(holder)));
  return row;
}

/** The first activation's day stays; the end is the service's. */
export async function recordActivation(db: Db, id: string, activation: { activatedAt: Date; expiresAt: Date }) {
  await db
    .update(theoryLicences)
    .set({
      activatedAt: sql`coalesce(${theoryLicences.activatedAt}, ${activation.activatedAt.toISOString()}::timestamptz)`,
      expiresAt: activation.expiresAt,
    })
    .where(eq(theoryLicences.id, id));
}

/** Activated licences still running, or ended less than a day ago (their last training still reported). */
export async function findLicencesToFollow(db: Db, now: Date, limit: number): Promise<Array<{ id: string }>> {
  return db
    .select({ id: theoryLicences.id })
    .from(theoryLicences)
    .where(
      and(isNotNull(theoryLicences.activatedAt), gt(theoryLicences.expiresAt, new Date(now.getTime() - 86_400_000))),
    )
    .orderBy(sql`${theoryLicences.progressReportedAt} asc nulls first`)
    .limit(limit);
}

export async function findLicenceCode(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ code: theoryLicences.code }).from(theoryLicences).where(eq(theoryLicences.id, id));
  return row?.code;
}

export async function recordProgress(
  db: Db,
  id: string,
  progress: { percent: number | null; lastTrainedAt: Date | null; expiresAt: Date | null },
  reportedAt: Date,
): Promise<void> {
  await db
    .update(theoryLicences)
    .set({
      progressPercent: progress.percent,
      lastTrainedAt: progress.lastTrainedAt,
      progressReportedAt: reportedAt,
      ...(progress.expiresAt ? { expiresAt: progress.expiresAt } : {}),
    })
    .where(eq(theoryLicences.id, id));
}

export type StudentLicenceRow = TheoryLicenceRow & { studentId: string; firstname: string; name: string };

/**
 * The licences of the students the actor holds (not archived): issued to the student's account,
 * or bought with his account's e-mail (his record's, without an account).
 */
export async function findStudentsLicences(db: Db, actor: ScopeActor): Promise<StudentLicenceRow[]> {
  const email = sql`lower(coalesce(${users.email}, ${students.email}))`;
  return db
    .select({ ...licenceColumns, studentId: students.id, firstname: students.firstname, name: students.name })
    .from(students)
    .leftJoin(users, eq(users.id, students.userId))
    .innerJoin(
      theoryLicences,
      or(
        and(isNotNull(students.userId), eq(theoryLicences.holderId, students.userId)),
        sql`lower(${theoryLicences.holderEmail}) = ${email}`,
      ),
    )
    .where(and(heldStudentsScope(actor), isNull(students.archivedAt)))
    .orderBy(asc(students.name), asc(students.firstname), desc(theoryLicences.issuedAt));
}
