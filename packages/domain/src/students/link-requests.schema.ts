import { z } from 'zod';
import { MONITOR_SEARCH_MIN_LETTERS } from './students.constants';
import { monitorSummarySchema } from './students.schema';

export const LINK_REQUEST_STATES = ['sent', 'accepted', 'refused'] as const;
export type LinkRequestState = (typeof LINK_REQUEST_STATES)[number];

/** Spec §5: the search starts after 3 letters. */
export const monitorSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .refine((q) => q.replace(/[^\p{L}]/gu, '').length >= MONITOR_SEARCH_MIN_LETTERS, 'must have at least 3 letters'),
});

/**
 * A monitor as the search shows him to any signed-in student: name and school only. His
 * e-mail and mobile appear once a link is accepted (on /account/mymonitor), so the search
 * cannot be used to collect instructors' contact details.
 */
export const monitorSearchResultSchema = z.object({
  id: z.uuid(),
  firstname: z.string(),
  name: z.string(),
  school: z.string().nullable(),
  city: z.string().nullable(),
});
export type MonitorSearchResult = z.infer<typeof monitorSearchResultSchema>;

/** A student asks a monitor to manage him. */
export const studentRequestInput = z.object({ monitorId: z.uuid() });

/** A monitor invites a student by e-mail. */
export const monitorInviteInput = z.object({
  email: z.email().max(254),
  firstname: z.string().trim().min(1, 'is required').max(80),
  name: z.string().trim().min(1, 'is required').max(80),
});
export type MonitorInviteInput = z.infer<typeof monitorInviteInput>;

export const linkRequestAnswerInput = z.object({ accept: z.boolean() });

export const linkRequestSchema = z.object({
  id: z.uuid(),
  direction: z.enum(['fromStudent', 'fromMonitor']),
  state: z.enum(LINK_REQUEST_STATES),
  /** Whether the caller is the side that must answer. */
  awaitingMe: z.boolean(),
  monitor: monitorSummarySchema,
  student: z.object({ firstname: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.date(),
  answeredAt: z.date().nullable(),
});
export type LinkRequest = z.infer<typeof linkRequestSchema>;
