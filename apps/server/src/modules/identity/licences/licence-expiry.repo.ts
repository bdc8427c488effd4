import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { licenceNotices, licences, users } from '../../../db/schema';

export type LicenceNoticeKind = (typeof licenceNotices.$inferInsert)['kind'];

/** Activated licences whose end is before `horizon`, with their holder and what they were told already. */
export function findLicencesEndingBefore(db: Db, horizon: Date) {
  return db
    .select({
      id: licences.id,
      keyHint: licences.keyHint,
      modules: licences.modules,
      endsAt: licences.endsAt,
      userId: users.id,
      email: users.email,
      firstname: users.firstname,
      language: users.language,
      schoolId: users.schoolId,
      told: sql<
        string[]
      >`coalesce((select array_agg(${licenceNotices.kind}) from ${licenceNotices} where ${licenceNotices.licenceId} = ${licences.id}), '{}')`,
    })
    .from(licences)
    .innerJoin(users, eq(users.id, licences.userId))
    .where(and(isNotNull(licences.activatedAt), lte(licences.endsAt, horizon)));
}

/** Records a notice unless it was recorded before; whether this call recorded it. */
export async function recordLicenceNotice(db: Db, licenceId: string, kind: LicenceNoticeKind): Promise<boolean> {
  const rows = await db
    .insert(licenceNotices)
    .values({ licenceId, kind })
    .onConflictDoNothing()
    .returning({ licenceId: licenceNotices.licenceId });
  return rows.length > 0;
}
