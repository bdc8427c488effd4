import type { Examiner } from '@ds/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { Actor } from '../auth/session.service';
import { schoolOf } from '../students/students.service';
import { type ExaminerRow, findExaminersOfSchool, insertExaminer, updateExaminer } from './examiners.repo';

const notFound = () => new NotFoundError('No such examiner');

export function presentExaminer(row: ExaminerRow): Examiner {
  return { id: row.id, name: row.name, active: row.active };
}

/** The school's examiners, active and disabled (past exams keep showing a disabled one). */
export async function listExaminers(db: Db, actor: Actor): Promise<Examiner[]> {
  if (!actor.schoolId) return [];
  return (await findExaminersOfSchool(db, actor.schoolId)).map(presentExaminer);
}

export async function createExaminer(db: Db, actor: Actor, input: { name: string }): Promise<Examiner> {
  return presentExaminer(await insertExaminer(db, schoolOf(actor), input.name));
}

/** An examiner of the actor's school changed; any other id (or an actor without a school) is a 404. */
async function changeExaminer(db: Db, actor: Actor, id: string, values: { name?: string; active?: boolean }) {
  const row = actor.schoolId ? await updateExaminer(db, actor.schoolId, id, values) : undefined;
  if (!row) throw notFound();
  return presentExaminer(row);
}

export function renameExaminer(db: Db, actor: Actor, id: string, input: { name: string }): Promise<Examiner> {
  return changeExaminer(db, actor, id, { name: input.name });
}

/** Disabling replaces deletion: an exam keeps its examiner, the exam form stops offering him. */
export function setExaminerActive(db: Db, actor: Actor, id: string, active: boolean): Promise<Examiner> {
  return changeExaminer(db, actor, id, { active });
}
