import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { students, studentTraining } from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';

export type StudentValues = Omit<
  typeof students.$inferInsert,
  'id' | 'schoolId' | 'createdBy' | 'createdAt' | 'version'
>;
export type TrainingRow = typeof studentTraining.$inferSelect;
export type TrainingValues = Omit<typeof studentTraining.$inferInsert, 'studentId'>;

/** The student of the school already holding this FABER number (other than `exceptId`), if any. */
export async function findStudentIdByFaber(
  db: Db,
  schoolId: string,
  faber: string,
  exceptId?: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(eq(students.schoolId, schoolId), eq(students.faber, faber), exceptId ? ne(students.id, exceptId) : undefined),
    );
  return row?.id;
}

export async function insertStudent(db: Db, values: typeof students.$inferInsert) {
  const [row] = await db.insert(students).values(values).returning();
  if (!row) throw new Error('student not written');
  return row;
}

/** Writes the identity (or only raises the version, for the training info) if the student is still at `version`. */
export function updateStudentAtVersion(db: Db, id: string, version: number, values: Partial<StudentValues>) {
  return updateAtVersion(db, students, eq(students.id, id), version, { ...values, updatedAt: new Date() });
}

/** What no form writes (archiving, the login): the version stays. */
export function updateStudent(db: Db, id: string, values: Partial<StudentValues>) {
  return db
    .update(students)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(students.id, id));
}

export async function findTraining(db: Db, studentId: string): Promise<TrainingRow | undefined> {
  const [row] = await db.select().from(studentTraining).where(eq(studentTraining.studentId, studentId));
  return row;
}

export function saveTraining(db: Db, studentId: string, values: TrainingValues) {
  return db
    .insert(studentTraining)
    .values({ studentId, ...values })
    .onConflictDoUpdate({ target: studentTraining.studentId, set: values });
}
