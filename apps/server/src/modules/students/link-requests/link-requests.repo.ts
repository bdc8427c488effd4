import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../db/like-pattern';
import { linkRequests, schools, users } from '../../../db/schema';
import { normaliseForSearch } from '../core/student-search-text';

export type LinkRequestRow = typeof linkRequests.$inferSelect;
export type MonitorOfRequest = Pick<typeof users.$inferSelect, 'id' | 'firstname' | 'name' | 'email' | 'mobile'>;
export interface LinkRequestWithMonitor {
  request: LinkRequestRow;
  monitor: MonitorOfRequest;
}

const SEARCH_LIMIT = 20;

/** Accented letters and their plain form (é → e), so SQL `translate` folds them like normaliseForSearch. */
const ACCENTED = [...'àáâãäåçèéêëìíîïñòóôõöùúûüýÿćčńśšźżžăąęěłřůőű'].flatMap((letter) => [
  letter,
  letter.toUpperCase(),
]);
const FOLDABLE = ACCENTED.filter((letter) => normaliseForSearch(letter).length === 1);
const FROM = FOLDABLE.join('');
const TO = FOLDABLE.map(normaliseForSearch).join('');

export function folded(text: SQL): SQL {
  return sql`translate(lower(${text}), ${FROM}, ${TO})`;
}

/**
 * Confirmed monitors of any school (a student may join any) whose "first name name" or "name first name" starts with
 * the query, accents and case ignored (the list of instructors is small: a scan is fine).
 */
export function searchMonitors(db: Db, query: string) {
  const prefix = `${escapeLike(normaliseForSearch(query))}%`;
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      name: users.name,
      school: schools.name,
      city: schools.city,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(
        eq(users.role, 'monitor'),
        isNotNull(users.confirmedAt),
        isNotNull(users.schoolId),
        or(
          sql`${folded(sql`${users.firstname} || ' ' || ${users.name}`)} like ${prefix}`,
          sql`${folded(sql`${users.name} || ' ' || ${users.firstname}`)} like ${prefix}`,
        ),
      ),
    )
    .orderBy(asc(users.name), asc(users.firstname))
    .limit(SEARCH_LIMIT);
}

const monitorColumns = {
  id: users.id,
  firstname: users.firstname,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
};

/** The requests a user is a side of: as the monitor, or as the student (his login). Open ones first. */
export function findRequestsOf(db: Db, userId: string): Promise<LinkRequestWithMonitor[]> {
  return db
    .select({ request: linkRequests, monitor: monitorColumns })
    .from(linkRequests)
    .innerJoin(users, eq(users.id, linkRequests.monitorId))
    .where(or(eq(linkRequests.monitorId, userId), eq(linkRequests.studentUserId, userId)))
    .orderBy(sql`${linkRequests.state} = 'sent' desc`, desc(linkRequests.createdAt))
    .limit(200);
}

export async function findRequest(db: Db, id: string): Promise<LinkRequestWithMonitor | undefined> {
  const [row] = await db
    .select({ request: linkRequests, monitor: monitorColumns })
    .from(linkRequests)
    .innerJoin(users, eq(users.id, linkRequests.monitorId))
    .where(eq(linkRequests.id, id));
  return row;
}

/**
 * Invitations sent to an address before its owner had an account become his once he is
 * signed in with it.
 */
export function attachInvitationsTo(db: Db, user: { id: string; email: string }) {
  return db
    .update(linkRequests)
    .set({ studentUserId: user.id })
    .where(and(isNull(linkRequests.studentUserId), sql`lower(${linkRequests.email}) = ${user.email.toLowerCase()}`));
}

/** An unanswered request between the monitor and a student, known by his login or his e-mail. */
export async function hasOpenRequest(
  db: Db,
  monitorId: string,
  student: { userId: string | null; email: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: linkRequests.id })
    .from(linkRequests)
    .where(
      and(
        eq(linkRequests.monitorId, monitorId),
        eq(linkRequests.state, 'sent'),
        or(
          student.userId ? eq(linkRequests.studentUserId, student.userId) : undefined,
          sql`lower(${linkRequests.email}) = ${student.email.toLowerCase()}`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The unanswered request between the monitor and the student's login, either way. */
export async function findOpenRequest(
  db: Db,
  monitorId: string,
  studentUserId: string,
): Promise<LinkRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(linkRequests)
    .where(
      and(
        eq(linkRequests.monitorId, monitorId),
        eq(linkRequests.studentUserId, studentUserId),
        eq(linkRequests.state, 'sent'),
      ),
    )
    .orderBy(asc(linkRequests.createdAt))
    .limit(1);
  return row;
}

export async function insertRequest(db: Db, values: typeof linkRequests.$inferInsert): Promise<LinkRequestRow> {
  const [row] = await db.insert(linkRequests).values(values).returning();
  if (!row) throw new Error('link request not written');
  return row;
}

/** Answers a request still open; undefined when it was answered meanwhile (the row lock orders two answers). */
export async function markAnswered(
  db: Db,
  id: string,
  state: 'accepted' | 'refused',
  now: Date,
): Promise<LinkRequestRow | undefined> {
  const [row] = await db
    .update(linkRequests)
    .set({ state, answeredAt: now })
    .where(and(eq(linkRequests.id, id), eq(linkRequests.state, 'sent')))
    .returning();
  return row;
}

export function setRequestStudent(db: Db, id: string, studentId: string | null) {
  return db.update(linkRequests).set({ studentId }).where(eq(linkRequests.id, id));
}

/**
 * Serialises the writes about one monitor and one student (known by his e-mail, which both a
 * request and an invitation carry) inside the current transaction.
 */
export async function lockPair(db: Db, monitorId: string, studentEmail: string): Promise<void> {
  const key = `${monitorId}:${studentEmail.toLowerCase()}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function findSchoolName(db: Db, schoolId: string | null): Promise<string | null> {
  if (!schoolId) return null;
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  return school?.name ?? null;
}
