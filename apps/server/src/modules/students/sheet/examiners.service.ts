import type { Examiner } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import { schoolOf } from '../core/students.service';
import {
  type ExaminerRow,
  findExaminersOfSchool,
  insertExaminer,
  renameExaminerAtVersion,
  setExaminerActiveOf,
} from './examiners.repo';

const notFound = () => new NotFoundError('No such examiner');

export function presentExaminer(row: ExaminerRow): Examiner {
  return { id: row.id, version: row.version, name: row.name, active: row.active };
}

/** The school's examiners, active and disabled (past exams keep showing a disabled one). */
export async function listExaminers(db: Db, actor: Actor): Promise<Examiner[]> {
  if (!actor.schoolId) return [];
  return (await findExaminersOfSchool(db, actor.schoolId)).map(presentExaminer);
}

export async function createExaminer(db: Db, actor: Actor, input: { name: string }): Promise<Examiner> {
  return presentExaminer(await insertExaminer(db, schoolOf(actor), input.name));
}

/** An examiner of the actor's school, renamed at the version read; any other id (or an actor without a school) is a 404. */
export async function renameExaminer(
  db: Db,
  actor: Actor,
  id: string,
  input: { name: string },
  version: number,
): Promise<Examiner> {
  const write = actor.schoolId ? await renameExaminerAtVersion(db, actor.schoolId, id, version, input.name) : 'missing';
  return presentExaminer(writtenAtVersion(write, notFound));
}

/** Disabling replaces deletion: an exam keeps its examiner, the exam form stops offering him. */
export async function setExaminerActive(db: Db, actor: Actor, id: string, active: boolean): Promise<Examiner> {
  const row = actor.schoolId ? await setExaminerActiveOf(db, actor.schoolId, id, active) : undefined;
  if (!row) throw notFound();
  return presentExaminer(row);
}
