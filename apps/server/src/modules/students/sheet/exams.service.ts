import type { Exam, ExamInput } from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess, type StudentRow } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import { findExaminerOfSchool } from './examiners.repo';
import { presentExaminer } from './examiners.service';
import {
  deleteExam,
  type ExamWithExaminer,
  findExam,
  findExams,
  insertExam,
  recomputePassedAt,
  updateExam,
} from './exams.repo';

const notFound = () => new NotFoundError('No such exam');

export function presentExam({ exam, examiner }: ExamWithExaminer): Exam {
  return {
    id: exam.id,
    version: exam.version,
    date: exam.date,
    examiner: examiner ? presentExaminer(examiner) : null,
    type: exam.type,
    status: exam.status,
    remarks: exam.remarks,
  };
}

/** The examiner must be one of the student's school (a disabled one stays valid for past exams). */
async function assertSchoolExaminer(db: Db, student: StudentRow, examinerId: string | null): Promise<void> {
  if (!examinerId || (await findExaminerOfSchool(db, student.schoolId, examinerId))) return;
  throw new ValidationError([
    { field: 'body.examinerId', rule: 'unknown_reference', message: "must be one of the school's examiners" },
  ]);
}

async function presentStored(db: Db, studentId: string, id: string): Promise<Exam> {
  const row = await findExam(db, studentId, id);
  if (!row) throw notFound();
  return presentExam(row);
}

export async function listExams(db: Db, actor: Actor, studentId: string): Promise<Exam[]> {
  await requireAccess(db, actor, 'student.read', studentId);
  return (await findExams(db, studentId)).map(presentExam);
}

/** Records an exam; the student's "passed" state follows his practical exams in the same transaction. */
export async function addExam(db: Db, actor: Actor, studentId: string, input: ExamInput): Promise<Exam> {
  const { student } = await requireAccess(db, actor, 'student.write', studentId);
  await assertSchoolExaminer(db, student, input.examinerId);
  const id = await db.transaction(async (tx) => {
    const created = await insertExam(tx, studentId, input);
    await recomputePassedAt(tx, studentId);
    return created;
  });
  return presentStored(db, studentId, id);
}

export async function replaceExam(
  db: Db,
  actor: Actor,
  studentId: string,
  id: string,
  input: ExamInput,
  version: number,
): Promise<Exam> {
  const { student } = await requireAccess(db, actor, 'student.write', studentId);
  await assertSchoolExaminer(db, student, input.examinerId);
  await db.transaction(async (tx) => {
    writtenAtVersion(await updateExam(tx, studentId, id, version, input), notFound);
    await recomputePassedAt(tx, studentId);
  });
  return presentStored(db, studentId, id);
}

export async function removeExam(db: Db, actor: Actor, studentId: string, id: string): Promise<void> {
  await requireAccess(db, actor, 'student.write', studentId);
  await db.transaction(async (tx) => {
    if (!(await deleteExam(tx, studentId, id))) throw notFound();
    await recomputePassedAt(tx, studentId);
  });
}
