import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { studentTasks } from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';

export type TaskRow = typeof studentTasks.$inferSelect;
type TaskValues = Pick<TaskRow, 'description' | 'dueDate' | 'dueTime'> & { done: boolean };

const ofStudent = (studentId: string, id: string) =>
  and(eq(studentTasks.studentId, studentId), eq(studentTasks.id, id));

/** Open tasks first, by deadline (none last), then the done ones, last done first. */
export function findTasks(db: Db, studentId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(studentTasks)
    .where(eq(studentTasks.studentId, studentId))
    .orderBy(
      sql`${studentTasks.doneAt} is not null`,
      sql`${studentTasks.dueDate} asc nulls last`,
      sql`${studentTasks.dueTime} asc nulls last`,
      desc(studentTasks.doneAt),
      desc(studentTasks.createdAt),
    );
}

export async function insertTask(
  db: Db,
  studentId: string,
  authorId: string,
  { done, ...values }: TaskValues,
): Promise<TaskRow> {
  const [row] = await db
    .insert(studentTasks)
    .values({ ...values, studentId, authorId, doneAt: done ? new Date() : null })
    .returning();
  if (!row) throw new Error('task not written');
  return row;
}

/** A task ticked done keeps the moment it was first done; unticked, it loses it. */
export function updateTask(db: Db, studentId: string, id: string, version: number, { done, ...values }: TaskValues) {
  return updateAtVersion(db, studentTasks, ofStudent(studentId, id), version, {
    ...values,
    doneAt: done ? sql`coalesce(${studentTasks.doneAt}, now())` : null,
  });
}

export async function deleteTask(db: Db, studentId: string, id: string): Promise<boolean> {
  const rows = await db.delete(studentTasks).where(ofStudent(studentId, id)).returning({ id: studentTasks.id });
  return rows.length === 1;
}
