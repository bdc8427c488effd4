import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { examiners, studentExams, students } from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';

type ExamValues = Omit<typeof studentExams.$inferInsert, 'id' | 'studentId' | 'createdAt' | 'version'>;

/** Newest first; an exam without a date (not known yet) comes before the dated ones. */
const NEWEST_FIRST = [sql`${studentExams.date} desc nulls first`, desc(studentExams.createdAt), desc(studentExams.id)];

const examWithExaminer = { exam: studentExams, examiner: examiners };
export type ExamWithExaminer = {
  exam: typeof studentExams.$inferSelect;
  examiner: typeof examiners.$inferSelect | null;
};

const ofStudent = (studentId: string, id: string) =>
  and(eq(studentExams.studentId, studentId), eq(studentExams.id, id));

export function findExams(db: Db, studentId: string): Promise<ExamWithExaminer[]> {
  return db
    .select(examWithExaminer)
    .from(studentExams)
    .leftJoin(examiners, eq(examiners.id, studentExams.examinerId))
    .where(eq(studentExams.studentId, studentId))
    .orderBy(...NEWEST_FIRST);
}

export async function findExam(db: Db, studentId: string, id: string): Promise<ExamWithExaminer | undefined> {
  const [row] = await db
    .select(examWithExaminer)
    .from(studentExams)
    .leftJoin(examiners, eq(examiners.id, studentExams.examinerId))
    .where(ofStudent(studentId, id));
  return row;
}

/** The newest failed practical exam (in the list's order), if any. */
export async function findLastFailedPracticeExam(db: Db, studentId: string) {
  const [row] = await db
    .select({ id: studentExams.id, date: studentExams.date })
    .from(studentExams)
    .where(
      and(eq(studentExams.studentId, studentId), eq(studentExams.type, 'practice'), eq(studentExams.status, 'failed')),
    )
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return row;
}

export async function insertExam(db: Db, studentId: string, values: ExamValues): Promise<string> {
  const [row] = await db
    .insert(studentExams)
    .values({ ...values, studentId })
    .returning({ id: studentExams.id });
  if (!row) throw new Error('exam not written');
  return row.id;
}

export function updateExam(db: Db, studentId: string, id: string, version: number, values: ExamValues) {
  return updateAtVersion(db, studentExams, ofStudent(studentId, id), version, values);
}

export async function deleteExam(db: Db, studentId: string, id: string): Promise<boolean> {
  const rows = await db.delete(studentExams).where(ofStudent(studentId, id)).returning({ id: studentExams.id });
  return rows.length === 1;
}

/**
 * `students.passed_at` from the exams: the newest date of a successful practical exam (midnight,
 * Swiss time); without a date, the moment it was first known passed (kept) or now; null when
 * no practical exam is a success.
 */
export function recomputePassedAt(db: Db, studentId: string) {
  const passed = sql`(
    select case when count(*) = 0 then null
      else coalesce(max(${studentExams.date})::timestamp at time zone 'Europe/Zurich', ${students.passedAt}, now()) end
    from ${studentExams}
    where ${studentExams.studentId} = ${students.id}
      and ${studentExams.type} = 'practice' and ${studentExams.status} = 'success'
  )`;
  return db.update(students).set({ passedAt: passed }).where(eq(students.id, studentId));
}
