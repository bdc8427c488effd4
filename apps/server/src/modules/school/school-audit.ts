import type { Actor } from '../../kernel/actor';
import type { Deps } from '../../kernel/deps';
import { recordAudit } from '../platform';

/** What changes in a school, written to its audit trail (who, when, what). */
export type SchoolAction =
  | 'school.created'
  | 'school.updated'
  | 'school.logo'
  | 'school.invited'
  | 'school.invitation_revoked'
  | 'school.joined'
  | 'school.administrator'
  | 'school.employee_terms'
  | 'school.employee_removed'
  | 'school.left'
  | 'school.appointments_handed_over';

export function recordSchoolEvent(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: Pick<Actor, 'userId' | 'username'>,
  schoolId: string,
  action: SchoolAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(deps.db, deps.log, {
    action,
    outcome: 'success',
    userId: actor.userId,
    username: actor.username,
    schoolId,
    details,
  });
}
