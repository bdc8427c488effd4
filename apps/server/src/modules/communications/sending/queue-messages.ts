import type { Db } from '../../../db/client';
import type { JobQueue } from '../../../kernel/jobs';
import { insertMessages, type NewMessage } from './messages.repo';

export const DELIVER = 'communications.deliver';

/**
 * Writes messages to the log as planned and a delivery job for each, through `db` (the caller's
 * transaction when there is one): a message and its job exist together or not at all. A message
 * planned before (same dedupe key) is not planned again. Answers the ids written.
 */
export async function queueMessages(jobs: JobQueue, db: Db, drafts: NewMessage[]): Promise<string[]> {
  if (drafts.length === 0) return [];
  return db.transaction(async (tx) => {
    const written = await insertMessages(
      tx,
      drafts.map((draft) => ({ ...draft, status: 'planned' as const })),
    );
    const now = Date.now();
    await jobs.enqueue(
      tx,
      written.map(({ id, plannedAt }) => ({
        name: DELIVER,
        data: { messageId: id },
        startAfter: plannedAt.getTime() > now ? plannedAt : undefined,
      })),
    );
    return written.map(({ id }) => id);
  });
}
