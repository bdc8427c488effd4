import { and, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditEvents, users } from '../../../db/schema';

export async function insertAuditEvent(db: Db, event: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/** A school's latest events whose action starts with `prefix`, newest first, with who acted. */
export function findSchoolAuditEvents(db: Db, schoolId: string, prefix: string, limit: number) {
  return db
    .select({
      at: auditEvents.at,
      action: auditEvents.action,
      details: auditEvents.details,
      actor: { firstname: users.firstname, name: users.name },
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(and(eq(auditEvents.schoolId, schoolId), like(auditEvents.action, `${prefix}%`)))
    .orderBy(desc(auditEvents.at))
    .limit(limit);
}
