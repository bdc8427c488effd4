import type { SchoolEvent } from '@ds/domain';
import { SCHOOL_EVENT_ACTIONS } from '@ds/domain';
import type { Actor } from '../../kernel/actor';
import type { Deps } from '../../kernel/deps';
import { schoolAuditTrail } from '../platform';
import { requireAdministrator } from './record/school.service';

const KNOWN = new Set<string>(SCHOOL_EVENT_ACTIONS);

/** The school's audit trail for its administrators: the latest 100 changes, who made them, whom they concerned. */
export async function schoolHistory(deps: Pick<Deps, 'db'>, actor: Actor): Promise<SchoolEvent[]> {
  const schoolId = requireAdministrator(actor);
  const rows = await schoolAuditTrail(deps.db, schoolId, 'school.');
  return rows
    .filter((row) => KNOWN.has(row.action))
    .map((row) => {
      const details = (row.details ?? {}) as Record<string, unknown>;
      const subject = typeof details.member === 'string' ? details.member : details.email;
      return {
        at: row.at,
        action: row.action as SchoolEvent['action'],
        actor: row.actor,
        subject: typeof subject === 'string' ? subject : null,
        details,
      };
    });
}
