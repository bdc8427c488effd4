import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { trainingRoutes } from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';

export type TrainingRouteRow = typeof trainingRoutes.$inferSelect;

export function findRoutesOfOwner(db: Db, ownerId: string) {
  return db.select().from(trainingRoutes).where(eq(trainingRoutes.ownerId, ownerId)).orderBy(asc(trainingRoutes.label));
}

export async function insertRoute(db: Db, values: typeof trainingRoutes.$inferInsert): Promise<TrainingRouteRow> {
  const [row] = await db.insert(trainingRoutes).values(values).returning();
  if (!row) throw new Error('route not written');
  return row;
}

export function updateOwnRoute(
  db: Db,
  ownerId: string,
  id: string,
  version: number,
  values: { label: string; description: string },
) {
  const own = and(eq(trainingRoutes.id, id), eq(trainingRoutes.ownerId, ownerId));
  return updateAtVersion(db, trainingRoutes, own, version, { ...values, updatedAt: new Date() });
}

export async function deleteOwnRoute(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(trainingRoutes)
    .where(and(eq(trainingRoutes.id, id), eq(trainingRoutes.ownerId, ownerId)))
    .returning({ id: trainingRoutes.id });
  return rows.length === 1;
}
