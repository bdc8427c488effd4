import type {
  CommunicationSettings,
  IMAP_PORTS,
  MAIL_ACCOUNTS,
  MAIL_SECURITY,
  SMS_ACCOUNTS,
  SMTP_PORTS,
} from '@ds/domain';

type MailSecurity = (typeof MAIL_SECURITY)[number];

export interface SmtpValues {
  host: string;
  port: (typeof SMTP_PORTS)[number];
  security: MailSecurity;
  user: string;
  /** Empty keeps the stored password. */
  password: string;
}

export interface ImapValues {
  host: string;
  port: (typeof IMAP_PORTS)[number];
  security: MailSecurity;
  user: string;
  password: string;
}

export interface SmsValues {
  userKey: string;
  password: string;
  originator: string;
}

/**
 * What the settings form edits: texts as typed (empty meaning none), a NumberInput's '' while a
 * number is emptied, NaN for an emptied price. Every account's fields are kept while another
 * account is chosen, so switching back loses nothing typed.
 */
export interface SettingsFormValues {
  whatsappLink: boolean;
  confirmEmail: boolean;
  confirmSms: boolean;
  remindEmail: boolean;
  remindEmailDays: number | string;
  remindSms: boolean;
  remindSmsDays: number | string;
  defaultLessonPrice: number;
  senderName: string;
  senderAddress: string;
  mailAccount: (typeof MAIL_ACCOUNTS)[number];
  smtp: SmtpValues;
  /** Copies of the e-mails sent go to the account's Sent folder (IMAP), with one's own SMTP server. */
  useImap: boolean;
  imap: ImapValues;
  smsAccount: (typeof SMS_ACCOUNTS)[number];
  sms: SmsValues;
}

/** The security a port usually goes with: SSL from the start on 465 and 993, STARTTLS on 587 and 143. */
export function usualSecurity(port: number): MailSecurity {
  if (port === 465 || port === 993) return 'ssl';
  if (port === 587 || port === 143) return 'starttls';
  return 'none';
}

/** The form as the saved settings fill it; an account never set up starts from the usual values. */
export function settingsFormValues(settings: CommunicationSettings): SettingsFormValues {
  const { smtp, imap, sms } = settings;
  return {
    whatsappLink: settings.whatsappLink,
    confirmEmail: settings.confirmEmail,
    confirmSms: settings.confirmSms,
    remindEmail: settings.remindEmail,
    remindEmailDays: settings.remindEmailDays,
    remindSms: settings.remindSms,
    remindSmsDays: settings.remindSmsDays,
    defaultLessonPrice: settings.defaultLessonPrice ?? Number.NaN,
    senderName: settings.senderName ?? '',
    senderAddress: settings.senderAddress ?? '',
    mailAccount: settings.mailAccount,
    smtp: {
      host: smtp?.host ?? '',
      port: smtp?.port ?? 587,
      security: smtp?.security ?? 'starttls',
      user: smtp?.user ?? '',
      password: '',
    },
    useImap: imap !== null,
    imap: {
      // 993 is preferred (spec §5).
      host: imap?.host ?? '',
      port: imap?.port ?? 993,
      security: imap?.security ?? 'ssl',
      user: imap?.user ?? '',
      password: '',
    },
    smsAccount: settings.smsAccount,
    sms: { userKey: sms?.userKey ?? '', password: '', originator: sms?.originator ?? '' },
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
/** A password left empty is left out: the stored one stays. */
const typedPassword = (text: string) => (text === '' ? undefined : text);
const numberOrNaN = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/**
 * The candidate `communicationSettingsInput` checks, as the server will. An account's fields go
 * with it chosen, and also when it is filled in but another is chosen, so switching back to the
 * application's accounts keeps the own ones stored (IMAP with the SMTP server it copies for).
 */
export function toSettingsCandidate(values: SettingsFormValues, version: number | undefined): Record<string, unknown> {
  const ownSmtp = values.mailAccount === 'smtp' || values.smtp.host.trim() !== '';
  const ownSms =
    values.smsAccount === 'aspsms' || (values.sms.userKey.trim() !== '' && values.sms.originator.trim() !== '');
  return {
    whatsappLink: values.whatsappLink,
    confirmEmail: values.confirmEmail,
    confirmSms: values.confirmSms,
    remindEmail: values.remindEmail,
    remindEmailDays: numberOrNaN(values.remindEmailDays),
    remindSms: values.remindSms,
    remindSmsDays: numberOrNaN(values.remindSmsDays),
    defaultLessonPrice: Number.isNaN(values.defaultLessonPrice) ? null : values.defaultLessonPrice,
    senderName: orNull(values.senderName),
    senderAddress: orNull(values.senderAddress.trim()),
    mailAccount: values.mailAccount,
    smtp: ownSmtp
      ? { ...values.smtp, user: orNull(values.smtp.user), password: typedPassword(values.smtp.password) }
      : null,
    imap: ownSmtp && values.useImap ? { ...values.imap, password: typedPassword(values.imap.password) } : null,
    smsAccount: values.smsAccount,
    sms: ownSms ? { ...values.sms, password: typedPassword(values.sms.password) } : null,
    version,
  };
}

/** True when the form differs from the settings it was opened on (a typed password included). */
export function isDirty(values: SettingsFormValues, settings: CommunicationSettings): boolean {
  return JSON.stringify(values) !== JSON.stringify(settingsFormValues(settings));
}
