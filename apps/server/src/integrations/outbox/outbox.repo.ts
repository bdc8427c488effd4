import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutboxInsert = typeof outboxMessages.$inferInsert;
export type OutboxStatus = OutboxInsert['status'];

export async function insertOutboxMessage(db: Db, message: OutboxInsert): Promise<string> {
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox message not written');
  return row.id;
}

export function setOutboxStatus(db: Db, id: string, status: OutboxStatus) {
  return db.update(outboxMessages).set({ status }).where(eq(outboxMessages.id, id));
}

export function listOutboxMessages(db: Db, filter: { channel?: 'email' | 'sms'; recipient?: string }, limit = 50) {
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
        filter.recipient ? eq(outboxMessages.recipient, filter.recipient) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}
