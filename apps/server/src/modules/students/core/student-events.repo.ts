import type { StudentEventAction } from '@ds/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { studentEvents, users } from '../../../db/schema';

export interface NewStudentEvent {
  studentId: string;
  actorId: string;
  action: StudentEventAction;
  details?: Record<string, unknown> | null;
}

export function insertStudentEvent(db: Db, event: NewStudentEvent) {
  return db.insert(studentEvents).values({ ...event, details: event.details ?? null });
}

/** The audit trail of a student, newest first, with the actor's name (null once his account is gone). */
export function findStudentEvents(db: Db, studentId: string) {
  return db
    .select({
      id: studentEvents.id,
      at: studentEvents.at,
      action: studentEvents.action,
      details: studentEvents.details,
      actorFirstname: users.firstname,
      actorName: users.name,
    })
    .from(studentEvents)
    .leftJoin(users, eq(users.id, studentEvents.actorId))
    .where(eq(studentEvents.studentId, studentId))
    .orderBy(desc(studentEvents.at), desc(studentEvents.id));
}
