import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { examiners } from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';

export type ExaminerRow = typeof examiners.$inferSelect;

const ofSchool = (schoolId: string, id: string) => and(eq(examiners.schoolId, schoolId), eq(examiners.id, id));

/** Active examiners first, then by name. */
export function findExaminersOfSchool(db: Db, schoolId: string): Promise<ExaminerRow[]> {
  return db
    .select()
    .from(examiners)
    .where(eq(examiners.schoolId, schoolId))
    .orderBy(desc(examiners.active), asc(examiners.name));
}

export async function findExaminerOfSchool(db: Db, schoolId: string, id: string): Promise<ExaminerRow | undefined> {
  const [row] = await db.select().from(examiners).where(ofSchool(schoolId, id));
  return row;
}

export async function insertExaminer(db: Db, schoolId: string, name: string): Promise<ExaminerRow> {
  const [row] = await db.insert(examiners).values({ schoolId, name }).returning();
  if (!row) throw new Error('examiner not written');
  return row;
}

/** The name, if the examiner is still at `version`. */
export function renameExaminerAtVersion(db: Db, schoolId: string, id: string, version: number, name: string) {
  return updateAtVersion(db, examiners, ofSchool(schoolId, id), version, { name });
}

/** Disables or offers him again: no replace writes it, so the version stays. */
export async function setExaminerActiveOf(
  db: Db,
  schoolId: string,
  id: string,
  active: boolean,
): Promise<ExaminerRow | undefined> {
  const [row] = await db.update(examiners).set({ active }).where(ofSchool(schoolId, id)).returning();
  return row;
}
