import type { SchoolEventAction } from '@ds/domain';
import type { Actor } from '../../kernel/actor';
import type { Deps } from '../../kernel/deps';
import { recordAudit } from '../platform';

/** Writes a change of the school to its audit trail (who, when, what); `details.member` names whom it concerned. */
export function recordSchoolEvent(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: Pick<Actor, 'userId' | 'username'>,
  schoolId: string,
  action: SchoolEventAction,
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
