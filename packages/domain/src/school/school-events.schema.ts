import { z } from 'zod';

/** What the school's audit trail records (who, when, what): each change of its record and its people. */
export const SCHOOL_EVENT_ACTIONS = [
  'school.created',
  'school.updated',
  'school.logo',
  'school.invited',
  'school.invitation_revoked',
  'school.joined',
  'school.administrator',
  'school.employee_terms',
  'school.employee_removed',
  'school.left',
  'school.appointments_handed_over',
] as const;
export type SchoolEventAction = (typeof SCHOOL_EVENT_ACTIONS)[number];

/** One line of the school's history, as its administrators read it. */
export const schoolEventSchema = z.object({
  at: z.date(),
  action: z.enum(SCHOOL_EVENT_ACTIONS),
  /** Who acted (null once his account is gone). */
  actor: z.object({ firstname: z.string(), name: z.string() }).nullable(),
  /** Whom or what it concerned, as recorded then: a member's name, an invited address. */
  subject: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type SchoolEvent = z.infer<typeof schoolEventSchema>;
