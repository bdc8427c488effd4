import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../db/like-pattern';
import { messages, students, users } from '../../../db/schema';
import type { MessageStatus } from '../sending/messages.repo';

export interface LogScope {
  ownerId?: string;
  schoolId?: string;
}

export interface LogFilter {
  channel?: 'email' | 'sms';
  status?: MessageStatus;
  q: string;
  studentId?: string;
  /** One message (the entry of a message just written). */
  id?: string;
}

function whereOf(scope: LogScope, filter: LogFilter): SQL | undefined {
  const pattern = `%${escapeLike(filter.q)}%`;
  return and(
    scope.schoolId ? eq(messages.schoolId, scope.schoolId) : undefined,
    scope.ownerId ? eq(messages.ownerId, scope.ownerId) : undefined,
    filter.channel ? eq(messages.channel, filter.channel) : undefined,
    filter.status ? eq(messages.status, filter.status) : undefined,
    filter.studentId ? eq(messages.studentId, filter.studentId) : undefined,
    filter.id ? eq(messages.id, filter.id) : undefined,
    filter.q
      ? or(ilike(messages.recipient, pattern), ilike(messages.subject, pattern), ilike(messages.body, pattern))
      : undefined,
  );
}

/** A page of the log, newest first, with who sent each message and the student it concerns. */
export async function findLogPage(db: Db, scope: LogScope, filter: LogFilter, offset: number, limit: number) {
  const where = whereOf(scope, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        message: messages,
        senderFirstname: users.firstname,
        senderName: users.name,
        studentFirstname: students.firstname,
        studentName: students.name,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .leftJoin(students, eq(students.id, messages.studentId))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** How many SMS each owner's log shows sent (or delivered) within [start, end). */
export function findSentSmsCounts(db: Db, ownerIds: string[], period: { start: Date; end: Date }) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ownerId: messages.ownerId, total: count() })
    .from(messages)
    .where(
      and(
        inArray(messages.ownerId, ownerIds),
        eq(messages.channel, 'sms'),
        inArray(messages.status, ['sent', 'delivered']),
        gte(messages.sentAt, period.start),
        lt(messages.sentAt, period.end),
      ),
    )
    .groupBy(messages.ownerId);
}

/** The local outbox as development and browser tests read it: the newest first. */
export function findOutbox(db: Db, filter: { channel?: 'email' | 'sms'; recipient?: string }, limit = 50) {
  return db
    .select()
    .from(messages)
    .where(
      and(
        filter.channel ? eq(messages.channel, filter.channel) : undefined,
        filter.recipient ? eq(messages.recipient, filter.recipient) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}
