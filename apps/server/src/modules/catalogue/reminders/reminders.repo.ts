import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reminderTemplates } from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';

export type ReminderRow = typeof reminderTemplates.$inferSelect;
type ReminderValues = Pick<
  typeof reminderTemplates.$inferInsert,
  'name' | 'text' | 'channels' | 'daysBefore' | 'isDefault'
>;

export function findRemindersOfOwner(db: Db, ownerId: string) {
  return db
    .select()
    .from(reminderTemplates)
    .where(eq(reminderTemplates.ownerId, ownerId))
    .orderBy(asc(reminderTemplates.name));
}

export async function findOwnReminder(db: Db, ownerId: string, id: string): Promise<ReminderRow | undefined> {
  const [row] = await db
    .select()
    .from(reminderTemplates)
    .where(and(eq(reminderTemplates.id, id), eq(reminderTemplates.ownerId, ownerId)));
  return row;
}

export async function insertReminder(db: Db, values: typeof reminderTemplates.$inferInsert): Promise<ReminderRow> {
  const [row] = await db.insert(reminderTemplates).values(values).returning();
  if (!row) throw new Error('reminder not written');
  return row;
}

export function updateOwnReminder(db: Db, ownerId: string, id: string, version: number, values: ReminderValues) {
  const own = and(eq(reminderTemplates.id, id), eq(reminderTemplates.ownerId, ownerId));
  return updateAtVersion(db, reminderTemplates, own, version, { ...values, updatedAt: new Date() });
}

export async function deleteOwnReminder(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(reminderTemplates)
    .where(and(eq(reminderTemplates.id, id), eq(reminderTemplates.ownerId, ownerId)))
    .returning({ id: reminderTemplates.id });
  return rows.length === 1;
}
