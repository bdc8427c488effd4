import { SCHOOL_MEMBER_ROLES, type TheoryPrices } from '@ds/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { articles, schools, shopOrders, theoryPriceRequests, users } from '../../../db/schema';

export type TheoryPriceRequestRecord = typeof theoryPriceRequests.$inferSelect;
type Person = { id: string; firstname: string; name: string };
export type TheoryPriceRequestRow = TheoryPriceRequestRecord & {
  schoolName: string;
  requester: Person;
  decider: Person | null;
};

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** One open request a school: a second while one is open answers undefined (the partial unique index). */
export async function insertRequest(
  db: Db,
  values: { schoolId: string; requestedBy: string; message: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(theoryPriceRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: theoryPriceRequests.id });
  return row?.id;
}

/** Requests with their school's name and who asked and decided, open ones first, then newest; every school's without `schoolId`. */
export async function findRequests(
  db: Db,
  filter: { schoolId?: string; id?: string },
): Promise<TheoryPriceRequestRow[]> {
  const where: (SQL | undefined)[] = [
    filter.schoolId ? eq(theoryPriceRequests.schoolId, filter.schoolId) : undefined,
    filter.id ? eq(theoryPriceRequests.id, filter.id) : undefined,
  ];
  const rows = await db
    .select({
      request: theoryPriceRequests,
      schoolName: schools.name,
      requester: { id: requester.id, firstname: requester.firstname, name: requester.name },
      decider: { id: decider.id, firstname: decider.firstname, name: decider.name },
    })
    .from(theoryPriceRequests)
    .innerJoin(schools, eq(schools.id, theoryPriceRequests.schoolId))
    .innerJoin(requester, eq(requester.id, theoryPriceRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, theoryPriceRequests.decidedBy))
    .where(and(...where))
    .orderBy(sql`${theoryPriceRequests.status} = 'pending' desc`, desc(theoryPriceRequests.requestedAt));
  return rows.map((row) => ({
    ...row.request,
    schoolName: row.schoolName,
    requester: row.requester,
    decider: row.decider,
  }));
}

/** A request, its row locked until the transaction ends (two decisions wait for each other). */
export async function lockRequest(db: Db, id: string): Promise<TheoryPriceRequestRecord | undefined> {
  const [row] = await db.select().from(theoryPriceRequests).where(eq(theoryPriceRequests.id, id)).for('update');
  return row;
}

export async function decideRequest(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'refused'; decidedBy: string; prices: TheoryPrices | null },
): Promise<void> {
  await db
    .update(theoryPriceRequests)
    .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: new Date(), ...decision.prices })
    .where(eq(theoryPriceRequests.id, id));
}

/** The school's preferential prices (centimes): those of its latest approved request, or none. */
export async function findSchoolPrices(db: Db, schoolId: string): Promise<TheoryPrices | null> {
  const [row] = await db
    .select({
      price1Day: theoryPriceRequests.price1Day,
      price30Days: theoryPriceRequests.price30Days,
      price365Days: theoryPriceRequests.price365Days,
    })
    .from(theoryPriceRequests)
    .where(and(eq(theoryPriceRequests.schoolId, schoolId), eq(theoryPriceRequests.status, 'approved')))
    .orderBy(desc(theoryPriceRequests.decidedAt))
    .limit(1);
  if (!row || row.price1Day === null || row.price30Days === null || row.price365Days === null) return null;
  return { price1Day: row.price1Day, price30Days: row.price30Days, price365Days: row.price365Days };
}

/** The school of which the user is a member (staff, not a learner), or none. */
export async function findMemberSchool(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ schoolId: users.schoolId })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, SCHOOL_MEMBER_ROLES)));
  return row?.schoolId ?? null;
}

/** Theory-exam licences the members of each school bought: the quantities of their paid orders of licence articles. */
export async function countLicencesBought(db: Db, schoolIds: string[]): Promise<Map<string, number>> {
  if (schoolIds.length === 0) return new Map();
  const rows = await db
    .select({ schoolId: users.schoolId, count: sql<number>`coalesce(sum(${shopOrders.quantity}), 0)::int` })
    .from(shopOrders)
    .innerJoin(articles, eq(articles.id, shopOrders.articleId))
    .innerJoin(users, eq(users.id, shopOrders.buyerId))
    .where(
      and(
        eq(shopOrders.status, 'paid'),
        eq(articles.kind, 'theory_licence'),
        inArray(users.schoolId, schoolIds),
        inArray(users.role, SCHOOL_MEMBER_ROLES),
      ),
    )
    .groupBy(users.schoolId);
  return new Map(rows.map((row) => [row.schoolId ?? '', row.count]));
}
