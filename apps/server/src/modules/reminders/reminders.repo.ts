import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderTemplates } from '../../db/schema';

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

export async function updateOwnReminder(db: Db, ownerId: string, id: string, values: ReminderValues) {
  const [row] = await db
    .update(reminderTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(reminderTemplates.id, id), eq(reminderTemplates.ownerId, ownerId)))
    .returning();
  return row;
}

export async function deleteOwnReminder(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(reminderTemplates)
    .where(and(eq(reminderTemplates.id, id), eq(reminderTemplates.ownerId, ownerId)))
    .returning({ id: reminderTemplates.id });
  return rows.length === 1;
}
