import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { studentComments, trainingCardSkills, users } from '../../../db/schema';

export type CommentRow = typeof studentComments.$inferSelect;

const withAuthor = {
  comment: studentComments,
  author: sql<string | null>`${users.firstname} || ' ' || ${users.name}`,
  skillName: trainingCardSkills.name,
};
const ofStudent = (studentId: string, id: string) =>
  and(eq(studentComments.studentId, studentId), eq(studentComments.id, id));

/** Newest first, with the author's "Firstname Name" (null once his account is gone) and the skill's name. */
export function findComments(db: Db, studentId: string) {
  return db
    .select(withAuthor)
    .from(studentComments)
    .leftJoin(users, eq(users.id, studentComments.authorId))
    .leftJoin(trainingCardSkills, eq(trainingCardSkills.id, studentComments.skillId))
    .where(eq(studentComments.studentId, studentId))
    .orderBy(desc(studentComments.createdAt), desc(studentComments.id));
}

export async function findComment(db: Db, studentId: string, id: string) {
  const [row] = await db
    .select(withAuthor)
    .from(studentComments)
    .leftJoin(users, eq(users.id, studentComments.authorId))
    .leftJoin(trainingCardSkills, eq(trainingCardSkills.id, studentComments.skillId))
    .where(ofStudent(studentId, id));
  return row;
}

export async function insertComment(db: Db, values: typeof studentComments.$inferInsert): Promise<string> {
  const [row] = await db.insert(studentComments).values(values).returning({ id: studentComments.id });
  if (!row) throw new Error('comment not written');
  return row.id;
}

export function deleteComment(db: Db, studentId: string, id: string) {
  return db.delete(studentComments).where(ofStudent(studentId, id));
}
