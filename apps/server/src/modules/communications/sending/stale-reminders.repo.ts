import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointmentStudents } from '../../../db/schema';
import type { MessageRow } from './messages.repo';

/**
 * Reminders whose appointment went, or no longer has their student, by the time they are sent
 * (the planner cancels them too, but it may not have run yet).
 */
export async function findStaleReminders(db: Db, rows: MessageRow[]): Promise<Set<string>> {
  const reminders = rows.filter((row) => row.kind === 'reminder' && row.appointmentId && row.studentId);
  if (reminders.length === 0) return new Set();
  const present = await db
    .select({ appointmentId: appointmentStudents.appointmentId, studentId: appointmentStudents.studentId })
    .from(appointmentStudents)
    .where(
      inArray(
        appointmentStudents.appointmentId,
        reminders.map((row) => row.appointmentId as string),
      ),
    );
  const kept = new Set(present.map((row) => `${row.appointmentId}:${row.studentId}`));
  return new Set(reminders.filter((row) => !kept.has(`${row.appointmentId}:${row.studentId}`)).map((row) => row.id));
}
