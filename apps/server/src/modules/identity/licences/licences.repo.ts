import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { licences } from '../../../db/schema';

export function findActiveLicenceModules(db: Db, userId: string, now: Date) {
  return db
    .select({ modules: licences.modules })
    .from(licences)
    .where(and(eq(licences.userId, userId), isNotNull(licences.activatedAt), gt(licences.endsAt, now)));
}

export function findLicencesOfUser(db: Db, userId: string) {
  return db.select().from(licences).where(eq(licences.userId, userId)).orderBy(desc(licences.createdAt));
}

export async function findLicenceByKey(db: Db, key: string) {
  const [licence] = await db.select().from(licences).where(eq(licences.key, key));
  return licence;
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
