import { EMPLOYEE_RIGHTS, employeeActiveOn, type Member, type MemberKind, toRole } from '@ds/domain';
import type { MemberRow } from './members.repo';

export function memberKind(row: Pick<MemberRow, 'administrator' | 'role'>): MemberKind {
  if (row.administrator) return 'administrator';
  return toRole(row.role) === 'employee' ? 'employee' : 'monitor';
}

/** A member as the members list shows him, an employee with his terms as of `today` (a Swiss day). */
export function presentMember(row: MemberRow, callerId: string, today: string): Member {
  const kind = memberKind(row);
  const terms = kind === 'employee' && row.terms ? row.terms : null;
  return {
    userId: row.userId,
    firstname: row.firstname,
    name: row.name,
    email: row.email,
    kind,
    self: row.userId === callerId,
    terms: terms && {
      version: terms.version,
      startsOn: terms.startsOn,
      endsOn: terms.endsOn,
      rights: EMPLOYEE_RIGHTS.filter((right) => terms.rights.includes(right)),
      active: employeeActiveOn(terms, today),
    },
  };
}
