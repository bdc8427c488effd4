import type { Reminder, ReminderInput } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import {
  deleteOwnReminder,
  findRemindersOfOwner,
  insertReminder,
  type ReminderRow,
  updateOwnReminder,
} from './reminders.repo';

const noSuchReminder = () => new NotFoundError('No such reminder');

function presentReminder(row: ReminderRow): Reminder {
  return {
    id: row.id,
    version: row.version,
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

export async function updateReminder(
  db: Db,
  actor: Actor,
  id: string,
  input: ReminderInput,
  version: number,
): Promise<Reminder> {
  return presentReminder(
    writtenAtVersion(await updateOwnReminder(db, actor.userId, id, version, input), noSuchReminder),
  );
}

export async function deleteReminder(db: Db, actor: Actor, id: string): Promise<void> {
  if (!(await deleteOwnReminder(db, actor.userId, id))) throw noSuchReminder();
}
