import type {
  MonitorSummary,
  Student,
  StudentInput,
  StudentListItem,
  StudentListQuery,
  TrainingInfo,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import { presentStudent } from './student.presenter';
import { insertStudentEvent } from './student-events.repo';
import { findSchoolMonitors, insertLink } from './student-links.repo';
import { countStudentList, selectStudentPage } from './student-list.repo';
import {
  changedStudentFields,
  changedTrainingFields,
  presentTraining,
  studentValues,
  trainingValues,
} from './student-values';
import {
  findStudentIdByFaber,
  findTraining,
  insertStudent,
  saveTraining,
  updateStudentAtVersion,
} from './students.repo';

/** Found when the change began, gone before it was written. */
const noSuchStudent = () => new NotFoundError('No such student');

function faberTaken(): ConflictError {
  return new ConflictError('This FABER number is already used by a student of your school', 'faber_taken', [
    { field: 'body.faber', rule: 'faber_taken', message: 'is already used by another student of the school' },
  ]);
}

/** A concurrent write of the same FABER passes the check, then hits the unique index. */
function rethrowFaberRace(error: { code?: string; cause?: { code?: string } }): never {
  if (error.code === '23505' || error.cause?.code === '23505') throw faberTaken();
  throw error;
}

export function schoolOf(actor: Actor): string {
  if (!actor.schoolId) throw new ForbiddenError('Students belong to a driving school, and you are not part of one');
  return actor.schoolId;
}

/** Records a student of the actor's school; the actor becomes his managing monitor. */
export async function createStudent(db: Db, actor: Actor, input: StudentInput): Promise<Student> {
  const schoolId = schoolOf(actor);
  const row = await db
    .transaction(async (tx) => {
      if (await findStudentIdByFaber(tx, schoolId, input.faber)) throw faberTaken();
      const student = await insertStudent(tx, { ...studentValues(input), schoolId, createdBy: actor.userId });
      await insertLink(tx, { studentId: student.id, monitorId: actor.userId, access: 'owner', status: 'active' });
      await insertStudentEvent(tx, { studentId: student.id, actorId: actor.userId, action: 'created' });
      return student;
    })
    .catch(rethrowFaberRace);
  return presentStudent(db, actor, row, 'owner');
}

export async function getStudent(db: Db, actor: Actor, id: string): Promise<Student> {
  const { student, access } = await requireAccess(db, actor, 'student.read', id);
  return presentStudent(db, actor, student, access);
}

/** Replaces the identity read at `version`: a student changed since is a 409 `stale_version`, nothing written. */
export async function replaceStudent(
  db: Db,
  actor: Actor,
  id: string,
  input: StudentInput,
  version: number,
): Promise<Student> {
  const { student } = await requireAccess(db, actor, 'student.write', id);
  const values = studentValues(input);
  const fields = changedStudentFields(student, values);
  await db
    .transaction(async (tx) => {
      if (await findStudentIdByFaber(tx, student.schoolId, input.faber, id)) throw faberTaken();
      writtenAtVersion(await updateStudentAtVersion(tx, id, version, values), noSuchStudent);
      if (fields.length > 0) {
        await insertStudentEvent(tx, { studentId: id, actorId: actor.userId, action: 'updated', details: { fields } });
      }
    })
    .catch(rethrowFaberRace);
  return getStudent(db, actor, id);
}

/** The training info is part of the student: it is replaced at the student's version, which it raises. */
export async function replaceTraining(
  db: Db,
  actor: Actor,
  id: string,
  input: TrainingInfo,
  version: number,
): Promise<Student> {
  await requireAccess(db, actor, 'student.write', id);
  const fields = changedTrainingFields(presentTraining(await findTraining(db, id)), input);
  await db.transaction(async (tx) => {
    writtenAtVersion(await updateStudentAtVersion(tx, id, version, {}), noSuchStudent);
    await saveTraining(tx, id, trainingValues(input));
    if (fields.length > 0) {
      await insertStudentEvent(tx, { studentId: id, actorId: actor.userId, action: 'updated', details: { fields } });
    }
  });
  return getStudent(db, actor, id);
}

export async function listStudents(
  db: Db,
  actor: Actor,
  query: StudentListQuery,
): Promise<{ data: StudentListItem[]; page: { total: number; offset: number; limit: number } }> {
  const page = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  const { items, total } = await selectStudentPage(db, actor, query, page);
  if (total !== null) return { data: items, page: { total, ...page } };
  return { data: items, page: { total: page.offset === 0 ? 0 : await countStudentList(db, actor, query), ...page } };
}

/** Who a student can be transferred to or shared with: the monitors of the actor's school. */
export async function listSchoolMonitors(db: Db, actor: Actor): Promise<MonitorSummary[]> {
  return actor.schoolId ? findSchoolMonitors(db, actor.schoolId) : [];
}
