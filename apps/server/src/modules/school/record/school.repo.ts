import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { schools, storedFiles, users } from '../../../db/schema';
import { updateAtVersion, type VersionedWrite } from '../../../db/versioned-update';

export type SchoolRow = typeof schools.$inferSelect;
export type SchoolValues = Omit<typeof schools.$inferInsert, 'id' | 'createdAt' | 'version'>;

export async function findSchool(db: Db, id: string): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id));
  return row;
}

export async function insertSchool(db: Db, values: SchoolValues): Promise<SchoolRow> {
  const [row] = await db.insert(schools).values(values).returning();
  if (!row) throw new Error('school not written');
  return row;
}

export function updateSchoolAtVersion(
  db: Db,
  id: string,
  version: number,
  values: Partial<SchoolValues>,
): Promise<VersionedWrite<SchoolRow>> {
  return updateAtVersion(db, schools, eq(schools.id, id), version, { ...values, updatedAt: new Date() });
}

/** Sets or clears the logo without touching the record's version (a form open meanwhile stays valid). */
export async function setSchoolLogo(db: Db, id: string, logoFileId: string | null): Promise<string | null> {
  const [before] = await db.select({ logoFileId: schools.logoFileId }).from(schools).where(eq(schools.id, id));
  await db.update(schools).set({ logoFileId }).where(eq(schools.id, id));
  return before?.logoFileId ?? null;
}

export async function insertLogoFile(db: Db, values: typeof storedFiles.$inferInsert): Promise<string> {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  if (!row) throw new Error('logo not written');
  return row.id;
}

/** A file of the school's (its logo), whoever of its members uploaded it. */
export async function findSchoolFile(db: Db, schoolId: string, id: string) {
  const [row] = await db
    .select({ mimeType: storedFiles.mimeType, content: storedFiles.content, size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.schoolId, schoolId)));
  return row;
}

export function deleteSchoolFile(db: Db, schoolId: string, id: string) {
  return db.delete(storedFiles).where(and(eq(storedFiles.id, id), eq(storedFiles.schoolId, schoolId)));
}

/** Makes the user a member of a school (or of none), as one of its administrators or not. */
export function setMembership(db: Db, userId: string, schoolId: string | null, administrator: boolean) {
  return db.update(users).set({ schoolId, isSchoolHead: administrator }).where(eq(users.id, userId));
}
