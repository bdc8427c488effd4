import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { schools } from '../../../db/schema';

export async function findSchoolName(db: Db, schoolId: string): Promise<string | null> {
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  return school?.name ?? null;
}
