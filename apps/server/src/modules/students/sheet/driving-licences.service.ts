import type { DrivingLicence, DrivingLicenceInput } from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
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
  await requireAccess(db, actor, 'student.read', studentId);
  return (await findDrivingLicences(db, studentId)).map(presentDrivingLicence);
}

export async function addDrivingLicence(
  db: Db,
  actor: Actor,
  studentId: string,
  input: DrivingLicenceInput,
): Promise<DrivingLicence> {
  await requireAccess(db, actor, 'student.write', studentId);
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
  await requireAccess(db, actor, 'student.write', studentId);
  return presentDrivingLicence(
    writtenAtVersion(await updateDrivingLicence(db, studentId, id, version, input), notFound),
  );
}

export async function removeDrivingLicence(db: Db, actor: Actor, studentId: string, id: string): Promise<void> {
  await requireAccess(db, actor, 'student.write', studentId);
  if (!(await deleteDrivingLicence(db, studentId, id))) throw notFound();
}
