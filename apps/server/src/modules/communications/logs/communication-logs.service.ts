import {
  COMMUNICATION_LOG_PAGE_SIZE,
  type CommunicationLogEntry,
  type CommunicationLogQuery,
  personName,
  RESENDABLE_STATUSES,
  redactLinkTokens,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { AppError, NotFoundError } from '../../../lib/errors';
import { findMessage } from '../sending/messages.repo';
import { DELIVER, queueMessages } from '../sending/queue-messages';
import { findLogPage, findSentSmsCounts, type LogScope } from './communication-logs.repo';

type LogRow = Awaited<ReturnType<typeof findLogPage>>['rows'][number];

/** A school's administrator reads his school's log; anyone else his own messages. */
export function logScopeOf(actor: Actor): LogScope {
  return actor.schoolHead && actor.schoolId ? { schoolId: actor.schoolId } : { ownerId: actor.userId };
}

function presentEntry(row: LogRow): CommunicationLogEntry {
  const { message } = row;
  return {
    id: message.id,
    at: (message.sentAt ?? message.createdAt).toISOString(),
    plannedAt: message.plannedAt.toISOString(),
    channel: message.channel,
    kind: message.kind,
    recipient: message.recipient,
    subject: message.subject,
    body: redactLinkTokens(message.body),
    sender:
      row.senderFirstname !== null && row.senderName !== null
        ? personName({ firstname: row.senderFirstname, name: row.senderName })
        : null,
    status: message.status,
    failure: message.failure,
    student:
      message.studentId && row.studentName !== null && row.studentFirstname !== null
        ? { id: message.studentId, name: personName({ firstname: row.studentFirstname, name: row.studentName }) }
        : null,
    credits: message.credits,
  };
}

export async function listCommunicationLog(deps: Pick<Deps, 'db'>, actor: Actor, query: CommunicationLogQuery) {
  const offset = (query.page - 1) * COMMUNICATION_LOG_PAGE_SIZE;
  const { rows, total } = await findLogPage(deps.db, logScopeOf(actor), query, offset, COMMUNICATION_LOG_PAGE_SIZE);
  return { entries: rows.map(presentEntry), page: { total, offset, limit: COMMUNICATION_LOG_PAGE_SIZE } };
}

/**
 * Sends a failed, refused or interrupted message again, as a new message of the log (the first
 * keeps its story); the person asking decided, for an 'unknown' one, that it did not arrive.
 */
export async function resendMessage(deps: Pick<Deps, 'db' | 'jobs'>, actor: Actor, id: string) {
  const message = await findMessage(deps.db, id);
  const scope = logScopeOf(actor);
  const visible = message && (scope.schoolId ? message.schoolId === scope.schoolId : message.ownerId === scope.ownerId);
  if (!message || !visible) throw new NotFoundError('No such message');
  if (!RESENDABLE_STATUSES.includes(message.status)) {
    throw new AppError(409, 'not_resendable', 'Only a failed, refused or interrupted message can be sent again');
  }
  const [newId] = await queueMessages(deps.jobs, deps.db, [
    {
      schoolId: message.schoolId,
      ownerId: message.ownerId,
      senderId: actor.userId,
      channel: message.channel,
      kind: message.kind,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      html: message.html,
      language: message.language,
      studentId: message.studentId,
      appointmentId: message.appointmentId,
      // Sent again once: a second click (or a second administrator) does not send it twice.
      dedupeKey: `resend:${message.id}`,
      status: 'planned',
    },
  ]);
  if (!newId) throw new AppError(409, 'not_resendable', 'This message was already sent again');
  deps.jobs.nudge(DELIVER);
  // By its id: messages written meanwhile may come before it in the log.
  const { rows } = await findLogPage(deps.db, scope, { q: '', id: newId }, 0, 1);
  const [entry] = rows;
  if (!entry) throw new NotFoundError('No such message');
  return presentEntry(entry);
}

/** How many SMS each owner sent in the period, by owner id; absent: none. */
export async function sentSmsCounts(
  db: Db,
  ownerIds: string[],
  period: { start: Date; end: Date },
): Promise<Map<string, number>> {
  const rows = await findSentSmsCounts(db, ownerIds, period);
  return new Map(rows.flatMap((row) => (row.ownerId ? [[row.ownerId, row.total] as const] : [])));
}
