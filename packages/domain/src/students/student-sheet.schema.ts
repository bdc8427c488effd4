import { z } from 'zod';
import { LICENCE_CATEGORIES } from '../catalogue/catalogue.constants';
import { MESSAGE_STATUSES } from '../communications/communication-log.schema';
import { versionField } from '../kernel/api/versioned';
import { languageSchema } from '../kernel/i18n/language.schema';
import { plausibleDay } from '../kernel/time/plausible-day.schema';
import { EXAM_STATUSES, EXAM_TYPES, STUDENT_EVENT_ACTIONS } from './students.constants';

/** Spec §3 Person, driving licences: start, end, category, authority decision. */
export const drivingLicenceInput = z
  .object({
    category: z.enum(LICENCE_CATEGORIES),
    startDate: plausibleDay,
    endDate: plausibleDay.nullable().default(null),
    authorityDecision: z.string().trim().max(200).nullable().default(null),
  })
  .refine((licence) => !licence.endDate || licence.endDate >= licence.startDate, {
    path: ['endDate'],
    message: 'must not be before the start date',
  });
export type DrivingLicenceInput = z.infer<typeof drivingLicenceInput>;
export const drivingLicenceSchema = z.object({
  id: z.uuid(),
  ...versionField,
  category: z.enum(LICENCE_CATEGORIES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  authorityDecision: z.string().nullable(),
});
export type DrivingLicence = z.infer<typeof drivingLicenceSchema>;

/** The school's managed list of examiners (spec §2 "exams and examiners"). */
export const examinerInput = z.object({ name: z.string().trim().min(1, 'is required').max(100) });
export const examinerSchema = z.object({ id: z.uuid(), ...versionField, name: z.string(), active: z.boolean() });
export type Examiner = z.infer<typeof examinerSchema>;

/** Spec §3 Exam. The date may be unknown (a failed practical exam recorded later, spec §8). */
export const examInput = z.object({
  date: plausibleDay.nullable().default(null),
  examinerId: z.uuid().nullable().default(null),
  type: z.enum(EXAM_TYPES),
  status: z.enum(EXAM_STATUSES).default('unknown'),
  remarks: z.string().trim().max(2000).default(''),
});
export type ExamInput = z.infer<typeof examInput>;
export const examSchema = z.object({
  id: z.uuid(),
  ...versionField,
  date: z.string().nullable(),
  examiner: examinerSchema.nullable(),
  type: z.enum(EXAM_TYPES),
  status: z.enum(EXAM_STATUSES),
  remarks: z.string(),
});
export type Exam = z.infer<typeof examSchema>;

/** Spec §3 Comment: general, or bound to a skill of a training card of the school. */
export const commentInput = z.object({
  text: z.string().trim().min(1, 'is required').max(4000),
  skillId: z.uuid().nullable().default(null),
});
export const commentSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  skillId: z.uuid().nullable(),
  /** The skill's name on its card, while the skill exists. */
  skillName: z.string().nullable(),
  author: z.string(),
  createdAt: z.date(),
  /** Whether the caller may delete it: its author with write access, or the student's owner. */
  deletable: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Spec §3 Task: description, deadline date and time, done. */
export const taskInput = z.object({
  description: z.string().trim().min(1, 'is required').max(500),
  dueDate: plausibleDay.nullable().default(null),
  dueTime: z.iso.time({ precision: -1 }).nullable().default(null),
  done: z.boolean().default(false),
});
export type TaskInput = z.infer<typeof taskInput>;
export const taskSchema = z.object({
  id: z.uuid(),
  ...versionField,
  description: z.string(),
  dueDate: z.string().nullable(),
  dueTime: z.string().nullable(),
  done: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

/** One line of the student's audit trail. */
export const studentEventSchema = z.object({
  id: z.uuid(),
  at: z.date(),
  action: z.enum(STUDENT_EVENT_ACTIONS),
  actor: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type StudentEvent = z.infer<typeof studentEventSchema>;

/** Spec §3 Communication log: date, type, recipient, content, sender. */
export const communicationSchema = z.object({
  id: z.uuid(),
  at: z.date(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  sender: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
});
export type Communication = z.infer<typeof communicationSchema>;

/** What "send access credentials" did: the login e-mailed, and whether it was created now. */
export const credentialsResultSchema = z.object({ username: z.string(), accountCreated: z.boolean() });
export type CredentialsResult = z.infer<typeof credentialsResultSchema>;

/** The language of the printed student sheet. */
export const studentPrintQuery = z.object({ lang: languageSchema.default('fr') });
