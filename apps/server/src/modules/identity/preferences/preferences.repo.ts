import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { schools, users } from '../../../db/schema';

/** The files of an account: his app logo, his school's logo, his driving-licence photo. */
export interface UserFiles {
  logoFileId: string | null;
  schoolLogoFileId: string | null;
  licencePhotoFileId: string | null;
}

export async function findUserFiles(db: Db, userId: string): Promise<UserFiles | undefined> {
  const [row] = await db
    .select({
      logoFileId: users.logoFileId,
      schoolLogoFileId: schools.logoFileId,
      licencePhotoFileId: users.licencePhotoFileId,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, userId));
  return row;
}

export async function findSchoolLogoFileId(db: Db, schoolId: string): Promise<string | null> {
  const [row] = await db.select({ logoFileId: schools.logoFileId }).from(schools).where(eq(schools.id, schoolId));
  return row?.logoFileId ?? null;
}

/** Moves the wizard to a step; `done` keeps the first time it was finished. Answers whether it was done before. */
export async function updateSetupState(db: Db, userId: string, step: string, done: boolean): Promise<boolean> {
  const [before] = await db.select({ doneAt: users.setupDoneAt }).from(users).where(eq(users.id, userId));
  await db
    .update(users)
    .set({ setupStep: step, setupDoneAt: done ? sql`coalesce(${users.setupDoneAt}, now())` : null })
    .where(eq(users.id, userId));
  return Boolean(before?.doneAt);
}

export async function updateQuickActions(db: Db, userId: string, actions: readonly string[]): Promise<void> {
  await db
    .update(users)
    .set({ quickActions: [...actions] })
    .where(eq(users.id, userId));
}

export type UserFileColumn = 'logoFileId' | 'licencePhotoFileId';

/** Points the account at one of its files (or none); answers the file it pointed at before. */
export async function setUserFile(
  db: Db,
  userId: string,
  column: UserFileColumn,
  fileId: string | null,
): Promise<string | null> {
  const [before] = await db.select({ fileId: users[column] }).from(users).where(eq(users.id, userId)).for('update');
  await db
    .update(users)
    .set({ [column]: fileId })
    .where(eq(users.id, userId));
  return before?.fileId ?? null;
}
