import type { Reminder, ReminderInput } from '@ds/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { Actor } from '../auth/session.service';
import {
  deleteOwnReminder,
  findRemindersOfOwner,
  insertReminder,
  type ReminderRow,
  updateOwnReminder,
} from './reminders.repo';

function presentReminder(row: ReminderRow): Reminder {
  return {
    id: row.id,
    name: row.name,
    text: row.text,
    channels: row.channels as Reminder['channels'],
    daysBefore: row.daysBefore,
    isDefault: row.isDefault,
  };
}

export async function listReminders(db: Db, actor: Actor): Promise<Reminder[]> {
  return (await findRemindersOfOwner(db, actor.userId)).map(presentReminder);
}

export async function createReminder(db: Db, actor: Actor, input: ReminderInput): Promise<Reminder> {
  return presentReminder(await insertReminder(db, { ...input, ownerId: actor.userId, schoolId: actor.schoolId }));
}

export async function updateReminder(db: Db, actor: Actor, id: string, input: ReminderInput): Promise<Reminder> {
  const row = await updateOwnReminder(db, actor.userId, id, input);
  if (!row) throw new NotFoundError('No such reminder');
  return presentReminder(row);
}

export async function deleteReminder(db: Db, actor: Actor, id: string): Promise<void> {
  if (!(await deleteOwnReminder(db, actor.userId, id))) throw new NotFoundError('No such reminder');
}
