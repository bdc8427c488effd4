import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses, reminderTemplates } from '../../../db/schema';

export function findSmsTemplatesOfOwner(db: Db, ownerId: string) {
  return db
    .select()
    .from(reminderTemplates)
    .where(and(eq(reminderTemplates.ownerId, ownerId), sql`'sms' = any(${reminderTemplates.channels})`));
}

export function setTemplateText(db: Db, id: string, text: string) {
  return db
    .update(reminderTemplates)
    .set({ text, version: sql`${reminderTemplates.version} + 1`, updatedAt: sql`now()` })
    .where(eq(reminderTemplates.id, id));
}

export function findEnabledCoursesOfOwner(db: Db, ownerId: string) {
  return db
    .select()
    .from(courses)
    .where(and(eq(courses.ownerId, ownerId), isNull(courses.disabledAt)))
    .orderBy(asc(courses.createdAt), asc(courses.id));
}

export function setCourseCommunication(
  db: Db,
  id: string,
  values: Partial<
    Pick<typeof courses.$inferInsert, 'confirmations' | 'emailReminderId' | 'smsReminderId' | 'priceCentimes'>
  >,
) {
  return db
    .update(courses)
    .set({ ...values, version: sql`${courses.version} + 1`, updatedAt: sql`now()` })
    .where(eq(courses.id, id));
}

export function findDefaultTemplatesOfOwner(db: Db, ownerId: string) {
  return db
    .select()
    .from(reminderTemplates)
    .where(and(eq(reminderTemplates.ownerId, ownerId), eq(reminderTemplates.isDefault, true)))
    .orderBy(asc(reminderTemplates.createdAt));
}

export function setTemplateDays(db: Db, id: string, daysBefore: number) {
  return db
    .update(reminderTemplates)
    .set({ daysBefore, version: sql`${reminderTemplates.version} + 1`, updatedAt: sql`now()` })
    .where(eq(reminderTemplates.id, id));
}
