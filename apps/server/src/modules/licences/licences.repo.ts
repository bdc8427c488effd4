import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licences } from '../../db/schema';

export function findActiveLicenceModules(db: Db, userId: string, now: Date) {
  return db
    .select({ modules: licences.modules })
    .from(licences)
    .where(and(eq(licences.userId, userId), isNotNull(licences.activatedAt), gt(licences.endsAt, now)));
}
