import { z } from 'zod';
import { languageSchema } from '../../kernel/i18n/language.schema';
import { newPasswordSchema } from '../auth/auth.schema';
import { normaliseMobile, normalisePhone } from './phone.rules';

export const GENDERS = ['male', 'female', 'nonbinary'] as const;
export const genderSchema = z.enum(GENDERS);

export const mobileSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const mobile = normaliseMobile(value);
    if (!mobile) {
      context.addIssue({
        code: 'custom',
        message: 'must be a mobile number, such as 079 123 45 67 or +41 79 123 45 67 (abroad: +33 6 12 34 56 78)',
      });
      return z.NEVER;
    }
    return mobile;
  });

/** Any phone number, a landline too (a school's desk), as Swiss people write it; stored in E.164. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const phone = normalisePhone(value);
    if (!phone) {
      context.addIssue({
        code: 'custom',
        message: 'must be a phone number, such as 021 123 45 67 or +41 21 123 45 67',
      });
      return z.NEVER;
    }
    return phone;
  });

/** Postcode and city are required together (spec §5). */
export const profileSchema = z.object({
  username: z.string(),
  gender: genderSchema.nullable(),
  firstname: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  language: languageSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileInput = z.object({
  gender: genderSchema.nullable(),
  firstname: z.string().trim().min(1).max(80),
  name: z.string().trim().min(1).max(80),
  mobile: mobileSchema.nullable(),
  address: z.string().trim().max(200).nullable(),
  postcode: z.string().trim().min(4, 'postcode and city are required').max(10),
  city: z.string().trim().min(1, 'postcode and city are required').max(100),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: newPasswordSchema,
});

export const sessionInfoSchema = z.object({
  id: z.uuid(),
  createdAt: z.date(),
  lastSeenAt: z.date(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

export const deviceInfoSchema = z.object({
  id: z.uuid(),
  createdAt: z.date(),
  lastUsedAt: z.date(),
  userAgent: z.string().nullable(),
});

export const securityOverviewSchema = z.object({
  sessions: z.array(sessionInfoSchema),
  devices: z.array(deviceInfoSchema),
});
