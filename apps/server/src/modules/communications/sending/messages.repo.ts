import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messageAttachments, messages } from '../../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type MessageStatus = MessageRow['status'];
/** What a message's attachment is drawn from: its maker's kind and the record. */
export type MessageFile = { kind: string; id: string };

/** Writes planned messages; one whose dedupe key was planned before is left out of the answer. */
export function insertMessages(db: Db, rows: NewMessage[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(messages)
    .values(rows)
    .onConflictDoNothing({ target: messages.dedupeKey })
    .returning({ id: messages.id, plannedAt: messages.plannedAt });
}

/** Names the files a message carries, written with it. */
export async function insertAttachments(db: Db, messageId: string, files: MessageFile[]): Promise<void> {
  if (files.length === 0) return;
  await db.insert(messageAttachments).values(files.map(({ kind, id }) => ({ messageId, kind, recordId: id })));
}

/** The files a message carries. */
export function findAttachments(db: Db, messageId: string): Promise<MessageFile[]> {
  return db
    .select({ kind: messageAttachments.kind, id: messageAttachments.recordId })
    .from(messageAttachments)
    .where(eq(messageAttachments.messageId, messageId));
}

/**
 * Takes planned messages for sending: only one taker wins a message, whatever the number of
 * processes, and from here on it is never sent again by itself.
 */
export function claimMessages(db: Db, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .update(messages)
    .set({ status: 'sending', attempts: sql`${messages.attempts} + 1` })
    .where(and(inArray(messages.id, ids), eq(messages.status, 'planned')))
    .returning();
}

export function findMessages(db: Db, ids: string[], status: MessageStatus): Promise<MessageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(messages)
    .where(and(inArray(messages.id, ids), eq(messages.status, status)));
}

export function findMessage(db: Db, id: string) {
  return db.query.messages.findFirst({ where: eq(messages.id, id) });
}

export interface MessageOutcome {
  id: string;
  status: MessageStatus;
  failure?: string | null;
  via?: string | null;
  credits?: number | null;
}

/** Records what became of messages being sent (grouped: one statement per kind of outcome). */
export async function recordOutcomes(db: Db, outcomes: MessageOutcome[]): Promise<void> {
  const groups = new Map<string, MessageOutcome[]>();
  for (const outcome of outcomes) {
    const key = JSON.stringify([outcome.status, outcome.failure ?? null, outcome.via ?? null, outcome.credits ?? null]);
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    await db
      .update(messages)
      .set({
        status: first.status,
        failure: first.failure ?? null,
        ...(first.via !== undefined ? { via: first.via } : {}),
        ...(first.credits !== undefined ? { credits: first.credits } : {}),
        ...(first.status === 'sent' ? { sentAt: sql`now()` } : {}),
      })
      .where(
        and(
          inArray(
            messages.id,
            group.map(({ id }) => id),
          ),
          eq(messages.status, 'sending'),
        ),
      );
    if (first.status === 'sent') {
      // Its delivery report may come before the provider has answered the send: the report's
      // status stays, what the send learnt is written beside it.
      await db
        .update(messages)
        .set({
          ...(first.via !== undefined ? { via: first.via } : {}),
          ...(first.credits !== undefined ? { credits: first.credits } : {}),
          sentAt: sql`now()`,
        })
        .where(
          and(
            inArray(
              messages.id,
              group.map(({ id }) => id),
            ),
            inArray(messages.status, ['delivered', 'failed']),
            isNull(messages.sentAt),
          ),
        );
    }
  }
}

/** Puts messages back to wait for their next try (the provider surely did not take them). */
export function releaseMessages(db: Db, ids: string[], failure: string) {
  if (ids.length === 0) return Promise.resolve();
  return db
    .update(messages)
    .set({ status: 'planned', failure })
    .where(and(inArray(messages.id, ids), eq(messages.status, 'sending')))
    .then(() => undefined);
}

/** A delivery report: only a message that left counts it. */
export function recordDelivery(db: Db, id: string, delivered: boolean, failure: string | null) {
  return db
    .update(messages)
    .set(delivered ? { status: 'delivered', deliveredAt: sql`now()` } : { status: 'failed', failure })
    .where(and(eq(messages.id, id), inArray(messages.status, ['sent', 'unknown', 'sending'])))
    .returning({ id: messages.id });
}

/** Cancels the planned messages of an appointment (for one student, or all). */
export function cancelPlannedMessages(db: Db, appointmentId: string, studentId?: string) {
  return db
    .update(messages)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(messages.appointmentId, appointmentId),
        eq(messages.status, 'planned'),
        eq(messages.kind, 'reminder'),
        studentId ? eq(messages.studentId, studentId) : undefined,
      ),
    )
    .returning({ id: messages.id });
}
