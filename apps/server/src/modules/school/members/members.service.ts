import {
  dayPlus,
  type EmployeeTermsInput,
  type Member,
  personName,
  type SchoolMembers,
  schoolDay,
  type Versioned,
} from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../../../lib/errors';
import { listInvitations } from '../invitations/invitations.service';
import { requireAdministrator, requireOwnSchool } from '../record/school.service';
import { reassignSchoolRecords } from '../record/school-records.repo';
import { recordSchoolEvent } from '../school-audit';
import { memberKind, presentMember } from './member.presenter';
import {
  countAdministrators,
  endEmployeeTerms,
  findMember,
  findMembers,
  lockSchool,
  type MemberRow,
  setAdministrator,
  updateEmployeeTermsAtVersion,
} from './members.repo';

type SchoolDeps = Pick<Deps, 'db' | 'log'>;

export function lastAdministrator(): ConflictError {
  return new ConflictError('The school needs another administrator first', 'last_administrator');
}

/** A member of the administrator's school, of the kinds asked for; otherwise a 404 (another school's, unknown). */
async function requireMember(deps: Pick<Deps, 'db'>, schoolId: string, userId: string): Promise<MemberRow> {
  const member = await findMember(deps.db, schoolId, userId);
  if (!member) throw new NotFoundError('No such member of the school');
  return member;
}

function notA(kind: 'monitor' | 'employee'): ValidationError {
  return new ValidationError([
    {
      field: 'params.userId',
      rule: `not_${kind}`,
      message: `is not ${kind === 'monitor' ? 'an instructor' : 'an employee'} of the school`,
    },
  ]);
}

/** The school's monitors and employees; its administrators also see the invitations. */
export async function listMembers(deps: Pick<Deps, 'db'>, actor: Actor, now = new Date()): Promise<SchoolMembers> {
  const school = await requireOwnSchool(deps, actor);
  const today = schoolDay(now);
  const members = (await findMembers(deps.db, school.id)).map((row) => presentMember(row, actor.userId, today));
  const invitations = actor.schoolHead ? await listInvitations(deps, school.id, now) : [];
  return { members, invitations };
}

/**
 * Makes a monitor of the school an administrator, or no longer one. The school keeps at least
 * one administrator (409 `last_administrator`); changes of who administers take turns on the school's row.
 */
export async function setMemberAdministrator(
  deps: SchoolDeps,
  actor: Actor,
  userId: string,
  administrator: boolean,
): Promise<Member> {
  const schoolId = requireAdministrator(actor);
  const member = await requireMember(deps, schoolId, userId);
  if (memberKind(member) === 'employee') throw notA('monitor');
  await deps.db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    if (!administrator && member.administrator && (await countAdministrators(tx, schoolId)) <= 1) {
      throw lastAdministrator();
    }
    await setAdministrator(tx, userId, administrator);
  });
  await recordSchoolEvent(deps, actor, schoolId, 'school.administrator', {
    memberId: userId,
    member: personName(member),
    administrator,
  });
  return presentMember(await requireMember(deps, schoolId, userId), actor.userId, schoolDay(new Date()));
}

/** An administrator changes an employee's dates and rights, at the version he read them. */
export async function changeEmployeeTerms(
  deps: SchoolDeps,
  actor: Actor,
  userId: string,
  input: Versioned<EmployeeTermsInput>,
): Promise<Member> {
  const schoolId = requireAdministrator(actor);
  const member = await requireMember(deps, schoolId, userId);
  if (memberKind(member) !== 'employee') throw notA('employee');
  const written = await updateEmployeeTermsAtVersion(deps.db, schoolId, userId, input.version, {
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    rights: [...input.rights],
  });
  if (written === 'stale') throw new StaleVersionError();
  if (written === 'missing') throw new NotFoundError('No such employee of the school');
  await recordSchoolEvent(deps, actor, schoolId, 'school.employee_terms', {
    memberId: userId,
    member: personName(member),
    before: member.terms && {
      startsOn: member.terms.startsOn,
      endsOn: member.terms.endsOn,
      rights: member.terms.rights,
    },
    after: { startsOn: input.startsOn, endsOn: input.endsOn, rights: input.rights },
  });
  return presentMember(await requireMember(deps, schoolId, userId), actor.userId, schoolDay(new Date()));
}

/**
 * Removes an employee: his access ends now (his last day was yesterday, Swiss time) and what he
 * made for the school (courses, templates, routes, resources) passes to the administrator
 * removing him; his lessons, comments and bookings stay as they are, with his name. Undone by
 * giving him a later end date.
 */
export async function removeEmployee(
  deps: SchoolDeps,
  actor: Actor,
  userId: string,
  now = new Date(),
): Promise<Member> {
  const schoolId = requireAdministrator(actor);
  const member = await requireMember(deps, schoolId, userId);
  if (memberKind(member) !== 'employee') throw notA('employee');
  const today = schoolDay(now);
  const lastDay = dayPlus(today, -1);
  await deps.db.transaction(async (tx) => {
    if (!member.terms?.endsOn || member.terms.endsOn > lastDay) await endEmployeeTerms(tx, schoolId, userId, lastDay);
    await reassignSchoolRecords(tx, schoolId, userId, actor.userId, 'everything');
  });
  await recordSchoolEvent(deps, actor, schoolId, 'school.employee_removed', {
    memberId: userId,
    member: personName(member),
    lastDay,
  });
  return presentMember(await requireMember(deps, schoolId, userId), actor.userId, today);
}
