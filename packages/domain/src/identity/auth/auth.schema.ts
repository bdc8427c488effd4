import { z } from 'zod';
import { languageSchema } from '../../kernel/i18n/language.schema';
import { EMPLOYEE_RIGHTS } from '../../kernel/permissions/employee-rights';
import { quickActionSchema, setupStateSchema } from '../preferences/preferences.schema';
import { passwordProblem } from './password.rules';
import { USERNAME_MAX_LENGTH, USERNAME_PATTERN } from './username.rules';

/** The username is an e-mail address (spec §5), compared without regard to case. */
export const usernameSchema = z
  .email({ pattern: USERNAME_PATTERN, error: 'must be an e-mail address' })
  .max(USERNAME_MAX_LENGTH)
  .transform((value) => value.trim().toLowerCase());

export const loginInput = z.object({
  username: usernameSchema,
  password: z.string().min(1).max(1024),
  remember: z.boolean().default(false),
  /** Second factor, when the account has two-factor sign-in: a 6-digit code or a recovery code. */
  otp: z
    .string()
    .regex(/^\d{6}$/, 'must be the 6-digit code')
    .optional(),
  recoveryCode: z.string().max(20).optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

/** The session user of spec §3. */
export const meSchema = z.object({
  username: z.string(),
  roles: z.array(z.object({ name: z.string() })),
  firstname: z.string(),
  name: z.string(),
  /** The address of the user's own app logo, else of his school's; null: the product's. */
  logo: z.string().nullable(),
  /** `logo` is his own app logo (he may remove it), not his school's. */
  ownLogo: z.boolean(),
  language: languageSchema,
  licenceDidactique: z.boolean(),
  licenceFinance: z.boolean(),
  licenceStatistiques: z.boolean(),
  licenceAdmin: z.boolean(),
  trainingCardLevel: z.number().int(),
  /** An administrator of his driving school: its record, its members, what the whole school shares. */
  schoolHead: z.boolean(),
  /** An employee's terms and rights (spec §3 Employee), whether his access runs today; null for anyone else. */
  employee: z
    .object({
      startsOn: z.string(),
      endsOn: z.string().nullable(),
      rights: z.array(z.enum(EMPLOYEE_RIGHTS)),
      active: z.boolean(),
    })
    .nullable(),
  twoFactorEnabled: z.boolean(),
  /** The product administrator must enrol two-factor sign-in before anything else. */
  twoFactorSetupRequired: z.boolean(),
  /** His chips on my day, in his order. */
  quickActions: z.array(quickActionSchema),
  /** The configuration wizard's step and whether it is done (it opens by itself until then). */
  setup: setupStateSchema,
});
export type Me = z.infer<typeof meSchema>;

export const loginResult = z.object({
  me: meSchema,
  autologinId: z.string().optional(),
  autologinToken: z.string().optional(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const preloginInput = z.object({ username: usernameSchema });
export const preloginResult = z.object({ token1: z.string() });

export const autologinInput = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/, 'must be a hex HMAC-SHA256'),
  username: usernameSchema,
  autologinId: z.uuid(),
});
export type AutologinInput = z.infer<typeof autologinInput>;

/** Spec §7 names the licence flags of the autologin answer in snake case. */
export const autologinResult = z.object({
  me: meSchema,
  autologinToken: z.string(),
  licence_didactique: z.boolean(),
  licence_finance: z.boolean(),
  licence_statistiques: z.boolean(),
  licence_administrative: z.boolean(),
});

export const changeLanguageInput = z.object({ language: languageSchema });

/**
 * A new password under the policy of spec §5 (the common-list check needs the set and is
 * done by the server and by the client's cached copy).
 */
export const newPasswordSchema = z
  .string()
  .max(1024)
  .superRefine((password, context) => {
    const problem = passwordProblem(password, false);
    if (problem) context.addIssue({ code: 'custom', message: problem, params: { rule: problem } });
  });

export const commonPasswordFileSchema = z.object({
  /** Base64 of the Golomb-coded set (see common-password-set.ts). */
  content: z.string(),
  file: z.string(),
  entries: z.number().int(),
});

export const signupInput = z.object({
  kind: z.enum(['monitor', 'student']),
  username: usernameSchema,
  password: newPasswordSchema,
  firstname: z.string().trim().min(1).max(80),
  name: z.string().trim().min(1).max(80),
  language: languageSchema.default('fr'),
});
export type SignupInput = z.infer<typeof signupInput>;

export const accountTokenInput = z.object({ token: z.string().min(20).max(100) });

export const resetRequestInput = z.object({ username: usernameSchema });

/** A new sign-up confirmation link for an account whose link expired. */
export const registerLinkRequestInput = z.object({ username: usernameSchema });

export const resetCodeResult = z.object({
  channel: z.enum(['sms', 'email']),
  /** The destination with most digits hidden, e.g. "+41 79 *** ** 01". */
  destination: z.string(),
});

export const resetConfirmInput = z.object({
  token: z.string().min(20).max(100),
  code: z.string().regex(/^\d{6}$/, 'must be the 6-digit code'),
  password: newPasswordSchema,
});
export type ResetConfirmInput = z.infer<typeof resetConfirmInput>;

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const twoFactorConfirmInput = z.object({ otp: z.string().regex(/^\d{6}$/, 'must be the 6-digit code') });
export const twoFactorDisableInput = z.object({ password: z.string().min(1).max(1024) });
