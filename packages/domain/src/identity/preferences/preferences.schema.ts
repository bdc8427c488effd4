import { z } from 'zod';

/**
 * The app's main actions a user may pin as chips on his day (spec §3 client-side state: chips,
 * icon selection and order). The web app maps each to its screen and hides those the user may
 * not open.
 */
export const QUICK_ACTIONS = [
  'newAppointment',
  'scheduleLesson',
  'calendar',
  'students',
  'newStudent',
  'importStudents',
  'commLogs',
  'openBills',
  'shop',
  'resources',
] as const;
export const quickActionSchema = z.enum(QUICK_ACTIONS);
export type QuickAction = z.infer<typeof quickActionSchema>;

/** A user who never chose his chips gets these, in this order. */
export const DEFAULT_QUICK_ACTIONS: readonly QuickAction[] = ['newAppointment', 'calendar', 'students', 'newStudent'];

/** Spec §5: at least one chip must be selected; each once, in the user's order. */
export const quickActionsInput = z.object({
  actions: z
    .array(quickActionSchema)
    .min(1, 'select at least one chip')
    .max(QUICK_ACTIONS.length)
    .refine((actions) => new Set(actions).size === actions.length, 'each chip once'),
});
export type QuickActionsInput = z.infer<typeof quickActionsInput>;

/** Spec §2: the configuration wizard's steps, in order. */
export const SETUP_STEPS = ['licence', 'communications', 'phoneSync', 'logo', 'end'] as const;
export const setupStepSchema = z.enum(SETUP_STEPS);
export type SetupStep = z.infer<typeof setupStepSchema>;

/**
 * Where the user is in the configuration wizard (spec §3 wizard state and flag), kept on the
 * server so that another browser resumes at the same step. `done`: finished or closed; the
 * wizard no longer opens by itself at sign-in.
 */
export const setupStateSchema = z.object({ step: setupStepSchema, done: z.boolean() });
export type SetupState = z.infer<typeof setupStateSchema>;
export const setupStateInput = setupStateSchema;
export type SetupStateInput = z.infer<typeof setupStateInput>;

/** A driving-licence photo may come straight from a phone's camera: larger than a logo. */
export const LICENCE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The address of the user's app logo once stored (a signed file address, no token needed). */
export const appLogoSchema = z.object({ logo: z.string() });
export type AppLogo = z.infer<typeof appLogoSchema>;

/** The address of a driving-licence photo; null: none uploaded. */
export const licencePhotoSchema = z.object({ url: z.string().nullable() });
export type LicencePhoto = z.infer<typeof licencePhotoSchema>;
