import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { outboxMessages, users } from '../../../db/schema';

/** The newest messages concerning a student, with the sender's "Firstname Name" when known. */
export function findStudentMessages(db: Db, studentId: string, limit: number) {
  return db
    .select({
      id: outboxMessages.id,
      at: outboxMessages.createdAt,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      sender: sql<string | null>`${users.firstname} || ' ' || ${users.name}`,
    })
    .from(outboxMessages)
    .leftJoin(users, eq(users.id, outboxMessages.senderId))
    .where(eq(outboxMessages.studentId, studentId))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
