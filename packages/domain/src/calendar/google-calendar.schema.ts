import { z } from 'zod';
import { GOOGLE_LINK_STATUSES } from '../integrations/integrations.constants';

/**
 * Why a Google calendar link stopped syncing, shown to its owner: Google no longer accepts the
 * consent (revoked, expired: link again), Google could not be reached after the last try, Google
 * refused a call, or the chosen Google calendar is gone.
 */
export const GOOGLE_LINK_ERRORS = [
  'google_access_revoked',
  'google_unreachable',
  'google_refused',
  'google_calendar_gone',
] as const;
export type GoogleLinkError = (typeof GOOGLE_LINK_ERRORS)[number];

/** Where the browser goes to give consent at Google. */
export const googleConsentSchema = z.object({ url: z.string() });
export type GoogleConsent = z.infer<typeof googleConsentSchema>;

/** Google's answer at /gc, handed on by the page in the session that asked. */
export const googleConsentAnswerInput = z.object({
  code: z.string().min(1, 'is required').max(2048),
  state: z.string().min(1, 'is required').max(512),
});
export type GoogleConsentAnswerInput = z.infer<typeof googleConsentAnswerInput>;

/** One of the Google account's calendars, to choose from. */
export const googleCalendarOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  primary: z.boolean(),
  /** Only calendars the account may write to can receive our appointments. */
  writable: z.boolean(),
});
export type GoogleCalendarOption = z.infer<typeof googleCalendarOptionSchema>;

/**
 * The chosen pair: Google's calendar, ours whose appointments go to Google (the main one when
 * left out), and whether Google's events are a busy overlay (`true`) or shown as events.
 */
export const googleCalendarChoiceInput = z.object({
  googleCalendarId: z.string().trim().min(1, 'is required').max(1024),
  calendarId: z.uuid().optional(),
  overlay: z.boolean().default(true),
});
export type GoogleCalendarChoiceInput = z.infer<typeof googleCalendarChoiceInput>;

/** Unlinking deletes nothing unless asked: the copies of Google's events here, our appointments at Google. */
export const googleUnlinkInput = z
  .object({
    deleteCopies: z.boolean().default(false),
    deletePushed: z.boolean().default(false),
  })
  .default({ deleteCopies: false, deletePushed: false });
export type GoogleUnlinkInput = z.infer<typeof googleUnlinkInput>;

/** The owner's link as the settings show it: never a token. */
export const googleLinkSchema = z.object({
  status: z.enum(GOOGLE_LINK_STATUSES),
  accountEmail: z.string(),
  googleCalendar: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Ours whose appointments go to Google, and the calendar showing Google's events. */
  calendarId: z.uuid().nullable(),
  overlayCalendarId: z.uuid().nullable(),
  overlay: z.boolean().nullable(),
  /** `channel`: Google tells us of changes; `polling`: we ask at each round (no https address). */
  updates: z.enum(['channel', 'polling']),
  lastSyncedAt: z.iso.datetime({ offset: true }).nullable(),
  lastError: z.enum(GOOGLE_LINK_ERRORS).nullable(),
});
export type GoogleLink = z.infer<typeof googleLinkSchema>;

/** What the settings read: whether this server offers the link at all, and mine (null: none). */
export const googleLinkStateSchema = z.object({
  configured: z.boolean(),
  link: googleLinkSchema.nullable(),
});
export type GoogleLinkState = z.infer<typeof googleLinkStateSchema>;
