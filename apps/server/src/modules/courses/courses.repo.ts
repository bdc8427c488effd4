import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'ownerId' | 'schoolId' | 'createdAt'>;

export function findCoursesOfOwner(db: Db, ownerId: string) {
  return db.select().from(courses).where(eq(courses.ownerId, ownerId)).orderBy(asc(courses.label));
}

export async function findOwnCourse(db: Db, ownerId: string, id: string): Promise<CourseRow | undefined> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.ownerId, ownerId)));
  return row;
}

export async function insertCourse(db: Db, values: typeof courses.$inferInsert): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('course not written');
  return row;
}

export async function updateOwnCourse(db: Db, ownerId: string, id: string, values: Partial<CourseValues>) {
  const [row] = await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(courses.id, id), eq(courses.ownerId, ownerId)))
    .returning();
  return row;
}
