import type { PlanInput } from '@ds/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { licenceBatches, planLicences, subscriptionPlans, subscriptionPlanUsers } from '../../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect & { userIds: string[]; licencesIssued: number };

const userIdsOf = sql<
  string[]
>`coalesce((select array_agg(${subscriptionPlanUsers.userId}::text order by ${subscriptionPlanUsers.userId})
  from ${subscriptionPlanUsers} where ${subscriptionPlanUsers.planId} = ${subscriptionPlans.id}), '{}')`;
const licencesIssuedOf = sql<number>`(select count(*)::int from ${planLicences} where ${planLicences.planId} = ${subscriptionPlans.id})`;

export function findPlans(db: Db, id?: string): Promise<PlanRow[]> {
  return db
    .select({ plan: subscriptionPlans, userIds: userIdsOf, licencesIssued: licencesIssuedOf })
    .from(subscriptionPlans)
    .where(id ? eq(subscriptionPlans.id, id) : undefined)
    .orderBy(asc(subscriptionPlans.createdAt), asc(subscriptionPlans.id))
    .then((rows) =>
      rows.map((row) => ({ ...row.plan, userIds: row.userIds ?? [], licencesIssued: row.licencesIssued })),
    );
}

type PlanValues = Omit<PlanInput, 'userIds'>;

async function replaceUsers(db: Db, planId: string, userIds: string[]) {
  await db.delete(subscriptionPlanUsers).where(eq(subscriptionPlanUsers.planId, planId));
  if (userIds.length > 0) await db.insert(subscriptionPlanUsers).values(userIds.map((userId) => ({ planId, userId })));
}

export async function insertPlan(db: Db, values: PlanValues, userIds: string[]): Promise<string> {
  const [row] = await db.insert(subscriptionPlans).values(values).returning({ id: subscriptionPlans.id });
  if (!row) throw new Error('plan not inserted');
  await replaceUsers(db, row.id, userIds);
  return row.id;
}

/** Replaces a plan's fields if it is still at `version`; false when it moved on. */
export async function updatePlan(db: Db, id: string, values: PlanValues, userIds: string[], version: number) {
  const rows = await db
    .update(subscriptionPlans)
    .set({ ...values, updatedAt: new Date(), version: sql`${subscriptionPlans.version} + 1` })
    .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.version, version)))
    .returning({ id: subscriptionPlans.id });
  if (rows.length === 0) return false;
  await replaceUsers(db, id, userIds);
  return true;
}

export async function setPlanDisabled(db: Db, id: string, disabled: boolean) {
  const rows = await db
    .update(subscriptionPlans)
    .set({ disabledAt: disabled ? sql`coalesce(${subscriptionPlans.disabledAt}, now())` : null, updatedAt: new Date() })
    .where(eq(subscriptionPlans.id, id))
    .returning({ id: subscriptionPlans.id });
  return rows.length > 0;
}

export async function recordBatch(db: Db, planId: string, createdBy: string, licenceIds: string[]) {
  const [batch] = await db.insert(licenceBatches).values({ planId, createdBy }).returning();
  if (!batch) throw new Error('batch not inserted');
  await db.insert(planLicences).values(licenceIds.map((licenceId) => ({ licenceId, planId, batchId: batch.id })));
  return batch;
}

/** Names the plan's terms file; answers the one it replaces (or null), undefined when there is no such plan. */
export async function setPlanTerms(db: Db, id: string, fileId: string): Promise<string | null | undefined> {
  const [before] = await db
    .select({ termsFileId: subscriptionPlans.termsFileId })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, id))
    .for('update');
  if (!before) return undefined;
  await db
    .update(subscriptionPlans)
    .set({ termsFileId: fileId, updatedAt: new Date() })
    .where(eq(subscriptionPlans.id, id));
  return before.termsFileId;
}
