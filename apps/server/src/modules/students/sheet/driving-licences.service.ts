import type { DrivingLicence, DrivingLicenceInput } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import { requireStudent } from '../core/student-access.service';
import {
  type DrivingLicenceRow,
  deleteDrivingLicence,
  findDrivingLicences,
  insertDrivingLicence,
  updateDrivingLicence,
} from './driving-licences.repo';

const notFound = () => new NotFoundError('No such driving licence');

export function presentDrivingLicence(row: DrivingLicenceRow): DrivingLicence {
  return {
    id: row.id,
    version: row.version,
    category: row.category as DrivingLicence['category'],
    startDate: row.startDate,
    endDate: row.endDate,
    authorityDecision: row.authorityDecision,
  };
}

export async function listDrivingLicences(db: Db, actor: Actor, studentId: string): Promise<DrivingLicence[]> {
  await requireStudent(db, actor, studentId, 'read');
  return (await findDrivingLicences(db, studentId)).map(presentDrivingLicence);
}

export async function addDrivingLicence(
  db: Db,
  actor: Actor,
  studentId: string,
  input: DrivingLicenceInput,
): Promise<DrivingLicence> {
  await requireStudent(db, actor, studentId, 'write');
  return presentDrivingLicence(await insertDrivingLicence(db, studentId, input));
}

export async function replaceDrivingLicence(
  db: Db,
  actor: Actor,
  studentId: string,
  id: string,
  input: DrivingLicenceInput,
  version: number,
): Promise<DrivingLicence> {
  await requireStudent(db, actor, studentId, 'write');
  return presentDrivingLicence(
    writtenAtVersion(await updateDrivingLicence(db, studentId, id, version, input), notFound),
  );
}

export async function removeDrivingLicence(db: Db, actor: Actor, studentId: string, id: string): Promise<void> {
  await requireStudent(db, actor, studentId, 'write');
  if (!(await deleteDrivingLicence(db, studentId, id))) throw notFound();
}
