import { z } from 'zod';
import { chfSchema } from '../catalogue/money';
import { versionField } from '../kernel/api/versioned';

export const SMTP_PORTS = [25, 587, 465] as const;
/** 993 (TLS from the start) first: it is the one to prefer (spec §5). */
export const IMAP_PORTS = [993, 143] as const;
export const MAIL_SECURITY = ['none', 'ssl', 'starttls'] as const;
export const MAIL_ACCOUNTS = ['product', 'smtp', 'microsoft'] as const;
export const SMS_ACCOUNTS = ['product', 'aspsms'] as const;

const host = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(253)
  .regex(/^[A-Za-z0-9.-]+$/, 'must be a server name such as mail.ecole.ch');
const address = z.email({ error: 'must be an e-mail address' }).max(254);
/** A password as typed; left out, the stored one stays. */
const secret = z.string().min(1).max(500).optional();
const days = z.number().int('must be a whole number of days').min(0).max(30, 'must be at most 30 days');

export const smtpAccountInput = z.object({
  host,
  port: z.union(
    SMTP_PORTS.map((port) => z.literal(port)),
    { error: 'must be 25, 587 or 465' },
  ),
  security: z.enum(MAIL_SECURITY),
  user: z.string().trim().max(254).nullable(),
  password: secret,
});
export type SmtpAccountInput = z.infer<typeof smtpAccountInput>;

export const imapAccountInput = z.object({
  host,
  port: z.union(
    IMAP_PORTS.map((port) => z.literal(port)),
    { error: 'must be 143 or 993' },
  ),
  security: z.enum(MAIL_SECURITY),
  user: z.string().trim().min(1, 'is required').max(254),
  password: secret,
});
export type ImapAccountInput = z.infer<typeof imapAccountInput>;

export const smsAccountInput = z.object({
  userKey: z.string().trim().min(1, 'is required').max(100),
  password: secret,
  /** The sender students see: a phone number or up to 11 letters and digits. */
  originator: z
    .string()
    .trim()
    .regex(/^(\+?\d{3,15}|[A-Za-z0-9 ]{1,11})$/, 'must be a phone number or at most 11 letters and digits'),
});
export type SmsAccountInput = z.infer<typeof smsAccountInput>;

/** Spec §3 Communication settings, as the /comm-settings form sends them. */
export const communicationSettingsInput = z.object({
  whatsappLink: z.boolean(),
  confirmEmail: z.boolean(),
  confirmSms: z.boolean(),
  remindEmail: z.boolean(),
  remindEmailDays: days,
  remindSms: z.boolean(),
  remindSmsDays: days,
  defaultLessonPrice: chfSchema.nullable(),
  senderName: z.string().trim().max(70).nullable(),
  senderAddress: address.nullable(),
  mailAccount: z.enum(MAIL_ACCOUNTS),
  smtp: smtpAccountInput.nullable(),
  imap: imapAccountInput.nullable(),
  smsAccount: z.enum(SMS_ACCOUNTS),
  sms: smsAccountInput.nullable(),
  ...versionField,
});
export type CommunicationSettingsInput = z.infer<typeof communicationSettingsInput>;

const storedAccount = { passwordSet: z.boolean() };

export const communicationSettingsSchema = z.object({
  whatsappLink: z.boolean(),
  confirmEmail: z.boolean(),
  confirmSms: z.boolean(),
  remindEmail: z.boolean(),
  remindEmailDays: z.number().int(),
  remindSms: z.boolean(),
  remindSmsDays: z.number().int(),
  defaultLessonPrice: z.number().nullable(),
  senderName: z.string().nullable(),
  senderAddress: z.string().nullable(),
  mailAccount: z.enum(MAIL_ACCOUNTS),
  smtp: smtpAccountInput.omit({ password: true }).extend(storedAccount).nullable(),
  imap: imapAccountInput.omit({ password: true }).extend(storedAccount).nullable(),
  /** The Microsoft account mails are sent from, once consent was given. */
  microsoft: z.object({ address: z.string() }).nullable(),
  smsAccount: z.enum(SMS_ACCOUNTS),
  sms: smsAccountInput.omit({ password: true }).extend(storedAccount).nullable(),
  /** Where the product sends from when the monitor has no account of his own. */
  productSender: z.string(),
  ...versionField,
});
export type CommunicationSettings = z.infer<typeof communicationSettingsSchema>;

/**
 * What saving the settings would change elsewhere (spec §4 wizard hints): reminder texts gaining
 * or losing the WhatsApp link, courses' confirmations, the default course's reminders and price.
 */
export const settingsEffectsSchema = z.object({
  remindersCustomised: z.number().int(),
  coursesCustomised: z.number().int(),
  defaultCourseAdapted: z.boolean(),
});
export type SettingsEffects = z.infer<typeof settingsEffectsSchema>;

export const smtpTestInput = z.object({ to: address.optional() });
export const smtpTestResultSchema = z.object({ sentTo: z.string() });
export const imapTestResultSchema = z.object({ sentFolder: z.string() });
export const smsTestResultSchema = z.object({ credits: z.number() });
export const microsoftConnectSchema = z.object({ url: z.url() });
