import { z } from 'zod';
import { colourSchema } from '../catalogue/courses.schema';

/** Where a calendar's events live: here, or in an external CalDAV calendar or a linked Google calendar, copied in. */
export const CALENDAR_PROVIDERS = ['local', 'caldav', 'google'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

/**
 * Why connecting to an external calendar, or its last refresh, failed: the server could not be
 * reached, refused the user name and password, has nothing at that address, has no calendar
 * there, or answered something unusable.
 */
export const EXTERNAL_SYNC_ERRORS = [
  'unreachable',
  'private_address',
  'unauthorized',
  'not_found',
  'not_a_calendar',
  'failed',
] as const;
export type ExternalSyncError = (typeof EXTERNAL_SYNC_ERRORS)[number];

/** The rule a 400 names when connecting fails (`caldav_unauthorized` on `body.password`, others on `body.url`). */
export const externalSyncRule = (reason: ExternalSyncError) => `caldav_${reason}` as const;
export const externalSyncField = (reason: ExternalSyncError) => (reason === 'unauthorized' ? 'password' : 'url');

function withoutCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username === '' && url.password === '';
  } catch {
    return true;
  }
}

/** An http(s) address; a user name or password inside it would be stored in clear, so it is refused. */
export const caldavUrlSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }))
  .refine(withoutCredentials, 'must not hold a user name or password');

const username = z.string().trim().min(1, 'is required').max(200);
const label = z.string().trim().min(1, 'is required').max(80);

/** Where to connect: the address of a calendar, or of an account whose calendars are listed to pick from. */
export const externalCalendarConnectionInput = z.object({
  url: caldavUrlSchema,
  username,
  password: z.string().min(1, 'is required').max(500),
});
export type ExternalCalendarConnectionInput = z.infer<typeof externalCalendarConnectionInput>;

/** A calendar found at the address given. */
export const externalCalendarChoiceSchema = z.object({
  url: z.string(),
  label: z.string(),
  colour: z.string().nullable(),
});
export type ExternalCalendarChoice = z.infer<typeof externalCalendarChoiceSchema>;

/** Subscribes to one external calendar (its own address), shown under this label and colour. */
export const externalCalendarInput = externalCalendarConnectionInput.extend({ label, colour: colourSchema });
export type ExternalCalendarInput = z.infer<typeof externalCalendarInput>;

/** Changes a subscription; an empty password keeps the stored one (the password is never sent back). */
export const externalCalendarUpdateInput = z.object({
  label,
  colour: colourSchema,
  url: caldavUrlSchema,
  username,
  password: z.string().max(500).default(''),
});
export type ExternalCalendarUpdateInput = z.infer<typeof externalCalendarUpdateInput>;

/** What the owner sees of his subscription: never the password. */
export const externalCalendarStateSchema = z.object({
  url: z.string(),
  username: z.string(),
  syncedAt: z.iso.datetime({ offset: true }).nullable(),
  syncError: z.enum(EXTERNAL_SYNC_ERRORS).nullable(),
});
export type ExternalCalendarState = z.infer<typeof externalCalendarStateSchema>;
