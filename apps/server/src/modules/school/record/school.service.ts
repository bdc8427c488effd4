import { mayFoundSchool, type School, type SchoolInput, type Versioned } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, ForbiddenError, NotFoundError, StaleVersionError } from '../../../lib/errors';
import { recordSchoolEvent } from '../school-audit';
import { presentSchool, schoolValues } from './school.presenter';
import { findSchool, insertSchool, type SchoolRow, setMembership, updateSchoolAtVersion } from './school.repo';
import { moveOwnedRecords } from './school-records.repo';

type SchoolDeps = Pick<Deps, 'db' | 'log'>;

export function alreadyInSchool(): ConflictError {
  return new ConflictError('You already belong to a driving school: leave it first', 'already_in_school');
}

/** The caller's school row; 404 when he belongs to none. */
export async function requireOwnSchool(deps: Pick<Deps, 'db'>, actor: Actor): Promise<SchoolRow> {
  const school = actor.schoolId ? await findSchool(deps.db, actor.schoolId) : undefined;
  if (!school) throw new NotFoundError('You belong to no driving school');
  return school;
}

/** The caller's school id if he administers it: 404 when he belongs to none, 403 when he is not one of its administrators. */
export function requireAdministrator(actor: Actor): string {
  if (!actor.schoolId) throw new NotFoundError('You belong to no driving school');
  if (!actor.schoolHead) throw new ForbiddenError("Only the school's administrators change this");
  return actor.schoolId;
}

/** A school's record as another area reads it (its invoices: address, IBAN, VAT number), or null. */
export async function schoolRecord(deps: Pick<Deps, 'db'>, schoolId: string): Promise<School | null> {
  const school = await findSchool(deps.db, schoolId);
  return school ? presentSchool(school, { schoolHead: false }) : null;
}

/** The caller's school, or null when he belongs to none yet (the screen then offers to create one). */
export async function getOwnSchool(deps: Pick<Deps, 'db'>, actor: Actor): Promise<School | null> {
  const school = actor.schoolId ? await findSchool(deps.db, actor.schoolId) : undefined;
  return school ? presentSchool(school, actor) : null;
}

/**
 * A monitor who belongs to no school founds one and becomes its administrator; what he made
 * before (calendars and their appointments, courses, resources, cards) becomes the school's.
 */
export async function createSchool(deps: SchoolDeps, actor: Actor, input: SchoolInput): Promise<School> {
  if (!mayFoundSchool(actor)) {
    throw new ForbiddenError('Only an instructor founds a driving school');
  }
  if (actor.schoolId) throw alreadyInSchool();
  const school = await deps.db.transaction(async (tx) => {
    const created = await insertSchool(tx, schoolValues(input));
    await setMembership(tx, actor.userId, created.id, true);
    await moveOwnedRecords(tx, actor.userId, null, created.id, { resources: true });
    return created;
  });
  await recordSchoolEvent(deps, actor, school.id, 'school.created', { name: school.name });
  return presentSchool(school, { schoolHead: true });
}

/** An administrator changes the school's record, at the version he read it (409 `stale_version` otherwise). */
export async function updateSchool(deps: SchoolDeps, actor: Actor, input: Versioned<SchoolInput>): Promise<School> {
  const schoolId = requireAdministrator(actor);
  const before = await findSchool(deps.db, schoolId);
  const written = await updateSchoolAtVersion(deps.db, schoolId, input.version, schoolValues(input));
  if (written === 'stale') throw new StaleVersionError();
  if (written === 'missing' || !before) throw new NotFoundError('You belong to no driving school');
  const changed = Object.entries(schoolValues(input))
    .filter(([field, value]) => before[field as keyof SchoolRow] !== value)
    .map(([field]) => field);
  await recordSchoolEvent(deps, actor, schoolId, 'school.updated', { fields: changed });
  return presentSchool(written.row, actor);
}
