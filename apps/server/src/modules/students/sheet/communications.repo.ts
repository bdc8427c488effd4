import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messages, users } from '../../../db/schema';

/** The newest messages concerning a student, with the sender's "Firstname Name" when known. */
export function findStudentMessages(db: Db, studentId: string, limit: number) {
  return db
    .select({
      id: messages.id,
      at: messages.createdAt,
      channel: messages.channel,
      recipient: messages.recipient,
      subject: messages.subject,
      body: messages.body,
      status: messages.status,
      sender: sql<string | null>`${users.firstname} || ' ' || ${users.name}`,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.studentId, studentId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}
