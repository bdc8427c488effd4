import {
  type CommunicationSettings,
  type CommunicationSettingsInput,
  type SettingsEffects,
  toCentimes,
  toChf,
} from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { StaleVersionError } from '../../../lib/errors';
import { applyCommunicationChoices, type CommunicationChoices } from '../../catalogue';
import type { Channels } from '../sending/channels';
import { findSettings, type SettingsRow, type SettingsValues, saveSettings } from './communication-settings.repo';

/** A monitor who never saved his settings has these (the defaults of the table). */
const DEFAULTS: CommunicationChoices = {
  whatsappLink: false,
  confirmEmail: true,
  confirmSms: false,
  remindEmail: true,
  remindEmailDays: 1,
  remindSms: false,
  remindSmsDays: 1,
  defaultLessonPriceCentimes: null,
};

/** A monitor's choices: his saved settings, or the defaults he sees before saving any. */
export function choicesOf(row: SettingsRow | undefined): CommunicationChoices {
  if (!row) return DEFAULTS;
  return {
    whatsappLink: row.whatsappLink,
    confirmEmail: row.confirmEmail,
    confirmSms: row.confirmSms,
    remindEmail: row.remindEmail,
    remindEmailDays: row.remindEmailDays,
    remindSms: row.remindSms,
    remindSmsDays: row.remindSmsDays,
    defaultLessonPriceCentimes: row.defaultLessonPriceCentimes,
  };
}

function choicesOfInput(input: CommunicationSettingsInput): CommunicationChoices {
  return {
    whatsappLink: input.whatsappLink,
    confirmEmail: input.confirmEmail,
    confirmSms: input.confirmSms,
    remindEmail: input.remindEmail,
    remindEmailDays: input.remindEmailDays,
    remindSms: input.remindSms,
    remindSmsDays: input.remindSmsDays,
    defaultLessonPriceCentimes: input.defaultLessonPrice === null ? null : toCentimes(input.defaultLessonPrice),
  };
}

export function presentSettings(row: SettingsRow | undefined, channels: Channels): CommunicationSettings {
  const choices = choicesOf(row);
  return {
    ...choices,
    defaultLessonPrice: choices.defaultLessonPriceCentimes === null ? null : toChf(choices.defaultLessonPriceCentimes),
    senderName: row?.senderName ?? null,
    senderAddress: row?.senderAddress ?? null,
    mailAccount: row?.mailAccount ?? 'product',
    smtp:
      row?.smtpHost && row.smtpPort && row.smtpSecurity
        ? {
            host: row.smtpHost,
            port: row.smtpPort as 25 | 587 | 465,
            security: row.smtpSecurity,
            user: row.smtpUser,
            passwordSet: Boolean(row.smtpPasswordSealed),
          }
        : null,
    imap:
      row?.imapHost && row.imapPort && row.imapSecurity && row.imapUser
        ? {
            host: row.imapHost,
            port: row.imapPort as 993 | 143,
            security: row.imapSecurity,
            user: row.imapUser,
            passwordSet: Boolean(row.imapPasswordSealed),
          }
        : null,
    microsoft: row?.microsoftAddress && row.microsoftRefreshTokenSealed ? { address: row.microsoftAddress } : null,
    smsAccount: row?.smsAccount ?? 'product',
    sms:
      row?.smsUserKey && row.smsOriginator
        ? { userKey: row.smsUserKey, originator: row.smsOriginator, passwordSet: Boolean(row.smsPasswordSealed) }
        : null,
    productSender: channels.productFrom,
    version: row?.version ?? 1,
  };
}

export async function getCommunicationSettings(deps: Pick<Deps, 'db'>, actor: Actor, channels: Channels) {
  return presentSettings(await findSettings(deps.db, actor.userId), channels);
}

/** A password typed replaces the stored one; none typed keeps it; an account removed takes its secrets. */
function sealedOf(
  deps: Pick<Deps, 'secrets'>,
  account: { password?: string } | null,
  stored: string | null | undefined,
): string | null {
  if (!account) return null;
  return account.password ? deps.secrets.encrypt(account.password) : (stored ?? null);
}

function valuesOf(
  deps: Pick<Deps, 'secrets'>,
  actor: Actor,
  input: CommunicationSettingsInput,
  row: SettingsRow | undefined,
): SettingsValues {
  const choices = choicesOfInput(input);
  return {
    ...choices,
    schoolId: actor.schoolId,
    senderName: input.senderName,
    senderAddress: input.senderAddress,
    mailAccount: input.mailAccount === 'microsoft' && !row?.microsoftRefreshTokenSealed ? 'product' : input.mailAccount,
    smtpHost: input.smtp?.host ?? null,
    smtpPort: input.smtp?.port ?? null,
    smtpSecurity: input.smtp?.security ?? null,
    smtpUser: input.smtp?.user ?? null,
    smtpPasswordSealed: sealedOf(deps, input.smtp, row?.smtpPasswordSealed),
    imapHost: input.imap?.host ?? null,
    imapPort: input.imap?.port ?? null,
    imapSecurity: input.imap?.security ?? null,
    imapUser: input.imap?.user ?? null,
    imapPasswordSealed: sealedOf(deps, input.imap, row?.imapPasswordSealed),
    smsAccount: input.smsAccount,
    smsUserKey: input.sms?.userKey ?? null,
    smsPasswordSealed: sealedOf(deps, input.sms, row?.smsPasswordSealed),
    smsOriginator: input.sms?.originator ?? null,
  };
}

/** What saving would change in the catalogue, for the confirmation the form shows first. */
export async function previewSettingsEffects(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: CommunicationSettingsInput,
): Promise<SettingsEffects> {
  const row = await findSettings(deps.db, actor.userId);
  return applyCommunicationChoices(deps.db, actor.userId, choicesOf(row), choicesOfInput(input), false);
}

/** Saves the settings and, in the same transaction, their effects on the catalogue (spec §4). */
export async function saveCommunicationSettings(
  deps: Pick<Deps, 'db' | 'secrets'>,
  actor: Actor,
  input: CommunicationSettingsInput,
  channels: Channels,
): Promise<CommunicationSettings> {
  const saved = await deps.db.transaction(async (tx) => {
    const row = await findSettings(tx, actor.userId);
    const written = await saveSettings(tx, actor.userId, input.version, valuesOf(deps, actor, input, row));
    if (!written) throw new StaleVersionError();
    await applyCommunicationChoices(tx, actor.userId, choicesOf(row), choicesOfInput(input), true);
    return written;
  });
  return presentSettings(saved, channels);
}
