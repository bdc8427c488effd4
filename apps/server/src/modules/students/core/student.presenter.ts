import type { Student, StudentAccess } from '@ds/domain';
import type { Db } from '../../../db/client';
import { type StudentRow, seesWholeSchool } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { billingAddressOf } from '../../../lib/billing-columns';
import { findStudentLinks, findUserSummary } from './student-links.repo';
import { presentTraining } from './student-values';
import { findTraining } from './students.repo';

/** The student sheet's identity and training info, as the actor holding him with `access` sees it. */
export async function presentStudent(db: Db, actor: Actor, row: StudentRow, access: StudentAccess): Promise<Student> {
  const links = await findStudentLinks(db, row.id);
  const training = await findTraining(db, row.id);
  const createdBy = row.createdBy ? ((await findUserSummary(db, row.createdBy)) ?? null) : null;
  // The actor's own link, or for the head the managing monitor's, tells whether the connection waits (as the list).
  const deciding = links.find((link) => (seesWholeSchool(actor) ? link.access === 'owner' : link.id === actor.userId));
  return {
    id: row.id,
    version: row.version,
    gender: row.gender as Student['gender'],
    name: row.name,
    firstname: row.firstname,
    birthDate: row.birthDate,
    faber: row.faber,
    email: row.email,
    mobile: row.mobile,
    street: row.street,
    houseNumber: row.houseNumber,
    postcode: row.postcode,
    city: row.city,
    country: row.country as Student['country'],
    originPlace: row.originPlace,
    registryNumber: row.registryNumber,
    language: row.language as Student['language'],
    comments: row.comments,
    billing: billingAddressOf(row),
    archived: row.archivedAt !== null,
    pending: deciding?.status === 'pending',
    passed: row.passedAt !== null,
    hasLogin: row.userId !== null,
    access,
    createdBy,
    createdAt: row.createdAt,
    training: presentTraining(training),
    monitors: links.map(({ status: _status, ...monitor }) => ({ ...monitor, self: monitor.id === actor.userId })),
  };
}
