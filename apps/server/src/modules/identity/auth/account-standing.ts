import {
  EMPLOYEE_RIGHTS,
  type EmployeeRight,
  type EmployeeStanding,
  employeeActiveOn,
  schoolDay,
  toRole,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { findActiveLicenceModules } from '../licences/licences.repo';
import { flagsOfModules } from '../licences/licences.service';
import { type EmployeeTermsRow, findEmployeeTerms, type UserRow } from './auth.repo';
import { twoFactorSetupRequired } from './two-factor.rules';

/**
 * An employee's status on the Swiss day of `now`: his rights, and whether his access runs (from
 * his start date to midnight of his end date). An employee without terms has no access; anyone
 * else is no employee (null).
 */
export function employeeStanding(
  role: string,
  terms: EmployeeTermsRow | null | undefined,
  now: Date,
): EmployeeStanding | null {
  if (toRole(role) !== 'employee') return null;
  if (!terms) return { startsOn: '', endsOn: null, rights: [], active: false };
  const rights = EMPLOYEE_RIGHTS.filter((right: EmployeeRight) => terms.rights.includes(right));
  return { startsOn: terms.startsOn, endsOn: terms.endsOn, rights, active: employeeActiveOn(terms, schoolDay(now)) };
}

export type ActorUser = Pick<UserRow, 'id' | 'schoolId' | 'email' | 'role' | 'isSchoolHead' | 'totpEnabledAt'>;

/** What a user may do beyond his role: his licences' modules and an employee's terms. */
export interface Standing {
  licenceModules: readonly string[];
  employeeTerms: EmployeeTermsRow | null | undefined;
}

/** The actor a request acts for, from his account and standing: the one place an Actor is made. */
export function buildActor(user: ActorUser, standing: Standing, sessionId: string, now: Date): Actor {
  return {
    userId: user.id,
    sessionId,
    schoolId: user.schoolId,
    username: user.email,
    roles: [user.role],
    schoolHead: user.isSchoolHead,
    employee: employeeStanding(user.role, standing.employeeTerms, now),
    licences: flagsOfModules(standing.licenceModules),
    twoFactorSetupRequired: twoFactorSetupRequired(user),
  };
}

/** A user's standing read afresh (sign-in, phone sync, `me`). */
export async function readStanding(db: Db, userId: string, now: Date): Promise<Standing> {
  const [licenceModules, employeeTerms] = await Promise.all([
    findActiveLicenceModules(db, userId, now),
    findEmployeeTerms(db, userId),
  ]);
  return { licenceModules, employeeTerms };
}

/** The actor of an account signed in some other way than a session (an app password on CalDAV). */
export async function actorOfUser(db: Db, user: ActorUser, sessionId: string, now = new Date()): Promise<Actor> {
  return buildActor(user, await readStanding(db, user.id, now), sessionId, now);
}
