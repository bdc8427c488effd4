import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { students } from '../../../db/schema';

/** The student's current login, the row locked until the transaction ends (two sends cannot both create one). */
export async function lockStudentLogin(db: Db, studentId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: students.userId })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
  return row?.userId ?? null;
}
