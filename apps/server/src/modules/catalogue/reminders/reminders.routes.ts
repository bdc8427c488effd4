import { reminderInput, reminderSchema } from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOwnedResource } from '../../../lib/crud-routes';
import { createReminder, deleteReminder, listReminders, updateReminder } from './reminders.service';

/** Reminder templates: part of communication, admin licence or fre (spec §6). */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerOwnedResource(app, {
    path: '/reminders',
    tag: 'reminders',
    noun: 'reminder template',
    access: { action: 'manage', subject: 'communication', adminLicence: true },
    input: reminderInput,
    output: reminderSchema,
    list: (actor) => listReminders(db, actor),
    create: (actor, input) => createReminder(db, actor, input),
    update: (actor, id, input, version) => updateReminder(db, actor, id, input, version),
    remove: (actor, id) => deleteReminder(db, actor, id),
  });
};
