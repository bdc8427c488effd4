import type { CommunicationSettings } from '@ds/domain';

export type AccountTest = 'smtp' | 'imap' | 'sms';

/** Why a test cannot run now: it uses the saved settings, so unsaved changes or no account stop it. */
export type TestBlocker = 'unsaved' | 'noMailAccount' | 'noImapAccount' | 'noSmsAccount';

/**
 * The chosen account is saved: the application's always is; one's own SMTP server once saved, a
 * Microsoft account once connected, an ASPSMS account once saved.
 */
function mailAccountReady(saved: CommunicationSettings): boolean {
  if (saved.mailAccount === 'smtp') return saved.smtp !== null;
  if (saved.mailAccount === 'microsoft') return saved.microsoft !== null;
  return true;
}

/** What keeps `test` from running on the saved settings, or null when it can run. */
export function testBlocker(test: AccountTest, saved: CommunicationSettings, dirty: boolean): TestBlocker | null {
  if (dirty) return 'unsaved';
  switch (test) {
    case 'smtp':
      return mailAccountReady(saved) ? null : 'noMailAccount';
    case 'imap':
      return saved.mailAccount === 'smtp' && saved.imap !== null ? null : 'noImapAccount';
    case 'sms':
      return saved.smsAccount === 'product' || saved.sms !== null ? null : 'noSmsAccount';
  }
}
