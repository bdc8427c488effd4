import type { Deps } from '../../../kernel/deps';
import {
  findSchoolAccountSettings,
  findSettingsOf,
  setMicrosoftRefreshToken,
} from '../settings/communication-settings.repo';
import { type SenderAccounts, senderAccounts } from './sender-accounts';

export interface Sender {
  ownerId: string | null;
  schoolId: string | null;
}

/**
 * How each sender's messages leave: his own accounts; where he has none, his school's (an
 * administrator's own account, spec §1 "the school's or the monitor's"); otherwise the product's.
 * His sender name and reply address stay his.
 */
export async function resolveSenderAccounts(
  deps: Pick<Deps, 'db' | 'secrets'>,
  senders: Sender[],
): Promise<(sender: Sender) => SenderAccounts> {
  const owners = [...new Set(senders.flatMap((sender) => (sender.ownerId ? [sender.ownerId] : [])))];
  const schools = [...new Set(senders.flatMap((sender) => (sender.schoolId ? [sender.schoolId] : [])))];
  const [own, schoolRows] = await Promise.all([
    findSettingsOf(deps.db, owners),
    findSchoolAccountSettings(deps.db, schools),
  ]);
  const schoolAccounts = new Map<string, SenderAccounts[]>();
  for (const row of schoolRows) {
    if (!row.schoolId) continue;
    schoolAccounts.set(row.schoolId, [...(schoolAccounts.get(row.schoolId) ?? []), senderAccounts(row, deps.secrets)]);
  }
  return (sender) => {
    const mine = senderAccounts(
      own.find((row) => row.ownerId === sender.ownerId),
      deps.secrets,
    );
    const school = sender.schoolId ? (schoolAccounts.get(sender.schoolId) ?? []) : [];
    return {
      ...mine,
      mail:
        mine.mail.kind !== 'product' ? mine.mail : (school.find((a) => a.mail.kind !== 'product')?.mail ?? mine.mail),
      sms: mine.sms.kind !== 'product' ? mine.sms : (school.find((a) => a.sms.kind !== 'product')?.sms ?? mine.sms),
    };
  };
}

/** Keeps the newest Microsoft refresh token of an account holder, sealed. */
export function refreshTokenKeeper(deps: Pick<Deps, 'db' | 'secrets'>) {
  return async (holderId: string, refreshToken: string) => {
    await setMicrosoftRefreshToken(deps.db, holderId, deps.secrets.encrypt(refreshToken));
  };
}
