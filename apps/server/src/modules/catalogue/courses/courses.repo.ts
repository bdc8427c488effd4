import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses } from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';
import { ownOrSharedScope } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';

export type CourseRow = typeof courses.$inferSelect;
export type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'ownerId' | 'schoolId' | 'createdAt' | 'version'>;

const own = (ownerId: string, id: string) => and(eq(courses.id, id), eq(courses.ownerId, ownerId));

/** The caller's courses, and for an employee those his school shared with employees. */
export const usableCoursesScope = (actor: Actor) =>
  ownOrSharedScope(
    { ownerId: courses.ownerId, schoolId: courses.schoolId, shared: courses.availableForEmployees },
    actor,
  );

export function findUsableCourses(db: Db, actor: Actor) {
  return db.select().from(courses).where(usableCoursesScope(actor)).orderBy(asc(courses.label));
}

export async function findUsableCourse(db: Db, actor: Actor, id: string): Promise<CourseRow | undefined> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), usableCoursesScope(actor)));
  return row;
}

export async function findOwnCourse(db: Db, ownerId: string, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(own(ownerId, id));
  return row;
}

export async function insertCourse(db: Db, values: typeof courses.$inferInsert): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('course not written');
  return row;
}

/** The course's fields, if it is still at `version`. */
export function updateOwnCourseAtVersion(db: Db, ownerId: string, id: string, version: number, values: CourseValues) {
  return updateAtVersion(db, courses, own(ownerId, id), version, { ...values, updatedAt: new Date() });
}

/** Disables or enables a course: no replace writes it, so the version stays. */
export async function setOwnCourseDisabledAt(db: Db, ownerId: string, id: string, disabledAt: Date | null) {
  const [row] = await db.update(courses).set({ disabledAt, updatedAt: new Date() }).where(own(ownerId, id)).returning();
  return row;
}
