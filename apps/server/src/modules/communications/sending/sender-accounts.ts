import type { ImapAccount } from '../../../integrations/mail/imap-sent';
import type { SmtpAccount } from '../../../integrations/mail/smtp-account';
import type { Secrets } from '../../../lib/secrets';
import type { SettingsRow } from '../settings/communication-settings.repo';

/** How a monitor's messages leave, his secrets unsealed for the time of a delivery. */
export interface SenderAccounts {
  senderName: string | null;
  senderAddress: string | null;
  mail:
    | { kind: 'product' }
    | { kind: 'smtp'; smtp: SmtpAccount; imap: ImapAccount | null }
    | { kind: 'microsoft'; address: string; refreshToken: string; holderId: string };
  sms: { kind: 'product' } | { kind: 'aspsms'; userKey: string; password: string; originator: string };
}

const PRODUCT_ONLY: SenderAccounts = {
  senderName: null,
  senderAddress: null,
  mail: { kind: 'product' },
  sms: { kind: 'product' },
};

function unseal(secrets: Secrets, sealed: string | null): string | null {
  return sealed ? secrets.decrypt(sealed) : null;
}

function smtpOf(row: SettingsRow, secrets: Secrets): SmtpAccount | null {
  if (!row.smtpHost || !row.smtpPort || !row.smtpSecurity) return null;
  return {
    host: row.smtpHost,
    port: row.smtpPort as SmtpAccount['port'],
    security: row.smtpSecurity,
    user: row.smtpUser,
    password: unseal(secrets, row.smtpPasswordSealed),
  };
}

export function imapOf(row: SettingsRow, secrets: Secrets): ImapAccount | null {
  const password = unseal(secrets, row.imapPasswordSealed);
  if (!row.imapHost || !row.imapPort || !row.imapSecurity || !row.imapUser || !password) return null;
  return {
    host: row.imapHost,
    port: row.imapPort as ImapAccount['port'],
    security: row.imapSecurity,
    user: row.imapUser,
    password,
  };
}

/** The accounts a monitor's settings name; the product's where he has none (or none complete). */
export function senderAccounts(row: SettingsRow | undefined, secrets: Secrets): SenderAccounts {
  if (!row) return PRODUCT_ONLY;
  const smtp = row.mailAccount === 'smtp' ? smtpOf(row, secrets) : null;
  const microsoftToken = row.mailAccount === 'microsoft' ? unseal(secrets, row.microsoftRefreshTokenSealed) : null;
  const smsPassword = row.smsAccount === 'aspsms' ? unseal(secrets, row.smsPasswordSealed) : null;
  return {
    senderName: row.senderName,
    senderAddress: row.senderAddress,
    mail: smtp
      ? { kind: 'smtp', smtp, imap: imapOf(row, secrets) }
      : microsoftToken && row.microsoftAddress
        ? { kind: 'microsoft', address: row.microsoftAddress, refreshToken: microsoftToken, holderId: row.ownerId }
        : { kind: 'product' },
    sms:
      smsPassword && row.smsUserKey && row.smsOriginator
        ? { kind: 'aspsms', userKey: row.smsUserKey, password: smsPassword, originator: row.smsOriginator }
        : { kind: 'product' },
  };
}
