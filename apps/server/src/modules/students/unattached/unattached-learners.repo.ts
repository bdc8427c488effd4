import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { linkRequests, studentMonitors, students, users } from '../../../db/schema';
import { folded } from '../link-requests/link-requests.repo';

/**
 * Whether the account has a monitor: one of its student records (one per school it learns with)
 * actively linked to a monitor. A pending link (an invitation not accepted yet) is no monitor.
 */
function hasMonitor(userId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${students} inner join ${studentMonitors}
    on ${studentMonitors.studentId} = ${students.id}
    where ${students.userId} = ${userId} and ${studentMonitors.status} = 'active')`;
}

/** Confirmed learner accounts without a monitor (docs/architecture.md, Students). */
function unattachedWhere(patterns: string[]): SQL | undefined {
  const searched = folded(sql`${users.firstname} || ' ' || ${users.name} || ' ' || ${users.email}`);
  return and(
    eq(users.role, 'user'),
    isNotNull(users.confirmedAt),
    sql`not ${hasMonitor(sql`${users.id}`)}`,
    patterns.length > 0 ? sql`${searched} like all (${sql.param(patterns)}::text[])` : undefined,
  );
}

/** One page of learners without a monitor, the newest accounts first, with the whole list's count. */
export async function findUnattachedLearners(db: Db, patterns: string[], page: { limit: number; offset: number }) {
  const rows = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      language: users.language,
      registeredAt: users.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .where(unattachedWhere(patterns))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * The requests still waiting and those refused of these learners, known by their login or, for an
 * invitation sent before the account existed, by its address; with the monitor of each.
 */
export function findLearnerRequests(db: Db, learners: { id: string; email: string }[]) {
  if (learners.length === 0) return Promise.resolve([]);
  const emails = learners.map((learner) => learner.email.toLowerCase());
  return db
    .select({
      id: linkRequests.id,
      studentUserId: linkRequests.studentUserId,
      email: linkRequests.email,
      direction: linkRequests.direction,
      state: linkRequests.state,
      createdAt: linkRequests.createdAt,
      monitor: { id: users.id, firstname: users.firstname, name: users.name, email: users.email },
    })
    .from(linkRequests)
    .innerJoin(users, eq(users.id, linkRequests.monitorId))
    .where(
      and(
        inArray(linkRequests.state, ['sent', 'refused']),
        or(
          inArray(
            linkRequests.studentUserId,
            learners.map((learner) => learner.id),
          ),
          and(isNull(linkRequests.studentUserId), inArray(sql`lower(${linkRequests.email})`, emails)),
        ),
      ),
    )
    .orderBy(linkRequests.createdAt);
}

/** Whether the learner (his login) has a monitor now. */
export async function learnerHasMonitor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), hasMonitor(sql`${users.id}`)));
  return row !== undefined;
}

/** Serialises the connections made for one learner inside the current transaction. */
export async function lockLearner(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`learner:${userId}`}, 0))`);
}
