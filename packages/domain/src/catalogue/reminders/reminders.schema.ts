import { z } from 'zod';
import { versionField } from '../../kernel/api/versioned';

export const REMINDER_CHANNELS = ['sms', 'email'] as const;

/** A reminder template (spec §3 Reminder); its text holds the tags of template.rules.ts. */
export const reminderInput = z.object({
  name: z.string().trim().min(1, 'is required').max(80),
  text: z.string().trim().min(1, 'is required').max(2000),
  channels: z.array(z.enum(REMINDER_CHANNELS)).min(1, 'choose SMS, e-mail or both'),
  daysBefore: z.number().int().min(0).max(60),
  isDefault: z.boolean().default(false),
});
export type ReminderInput = z.infer<typeof reminderInput>;

export const reminderSchema = reminderInput.extend({ id: z.uuid(), ...versionField });
export type Reminder = z.infer<typeof reminderSchema>;
