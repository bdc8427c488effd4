import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentDrivingLicences } from '../../db/schema';

export type DrivingLicenceRow = typeof studentDrivingLicences.$inferSelect;
type DrivingLicenceValues = Omit<typeof studentDrivingLicences.$inferInsert, 'id' | 'studentId'>;

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

export async function updateDrivingLicence(
  db: Db,
  studentId: string,
  id: string,
  values: DrivingLicenceValues,
): Promise<DrivingLicenceRow | undefined> {
  const [row] = await db.update(studentDrivingLicences).set(values).where(ofStudent(studentId, id)).returning();
  return row;
}

export async function deleteDrivingLicence(db: Db, studentId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(studentDrivingLicences)
    .where(ofStudent(studentId, id))
    .returning({ id: studentDrivingLicences.id });
  return rows.length === 1;
}
