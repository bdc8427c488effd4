import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { studentDrivingLicences } from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';

export type DrivingLicenceRow = typeof studentDrivingLicences.$inferSelect;
type DrivingLicenceValues = Omit<typeof studentDrivingLicences.$inferInsert, 'id' | 'studentId' | 'version'>;

const ofStudent = (studentId: string, id: string) =>
  and(eq(studentDrivingLicences.studentId, studentId), eq(studentDrivingLicences.id, id));

export function findDrivingLicences(db: Db, studentId: string): Promise<DrivingLicenceRow[]> {
  return db
    .select()
    .from(studentDrivingLicences)
    .where(eq(studentDrivingLicences.studentId, studentId))
    .orderBy(desc(studentDrivingLicences.startDate), studentDrivingLicences.category);
}

export async function insertDrivingLicence(db: Db, studentId: string, values: DrivingLicenceValues) {
  const [row] = await db
    .insert(studentDrivingLicences)
    .values({ ...values, studentId })
    .returning();
  if (!row) throw new Error('driving licence not written');
  return row;
}

export function updateDrivingLicence(
  db: Db,
  studentId: string,
  id: string,
  version: number,
  values: DrivingLicenceValues,
) {
  return updateAtVersion(db, studentDrivingLicences, ofStudent(studentId, id), version, values);
}

export async function deleteDrivingLicence(db: Db, studentId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(studentDrivingLicences)
    .where(ofStudent(studentId, id))
    .returning({ id: studentDrivingLicences.id });
  return rows.length === 1;
}
