import type { CommunicationSettings } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { testBlocker } from './account-tests';

const PRODUCT = {
  mailAccount: 'product',
  smtp: null,
  imap: null,
  microsoft: null,
  smsAccount: 'product',
  sms: null,
} as const;
const saved = (patch: Partial<CommunicationSettings> = {}) => ({ ...PRODUCT, ...patch }) as CommunicationSettings;
const SMTP = { host: 'mail.ecole.ch', port: 587, security: 'starttls', user: null, passwordSet: true } as const;

describe('when an account test may run', () => {
  it('waits for unsaved changes to be saved, whatever the account', () => {
    const ready = saved({ mailAccount: 'smtp', smtp: SMTP });
    expect(testBlocker('smtp', ready, false)).toBeNull();
    expect(testBlocker('smtp', ready, true)).toBe('unsaved');
  });

  it('tests the application’s e-mail account, one’s own SMTP server once saved, Microsoft once connected', () => {
    expect(testBlocker('smtp', saved(), false)).toBeNull();
    expect(testBlocker('smtp', saved({ mailAccount: 'smtp' }), false)).toBe('noMailAccount');
    expect(testBlocker('smtp', saved({ mailAccount: 'microsoft' }), false)).toBe('noMailAccount');
    expect(
      testBlocker('smtp', saved({ mailAccount: 'microsoft', microsoft: { address: 'a@b.ch' } }), false),
    ).toBeNull();
  });

  it('tests IMAP only beside one’s own SMTP server', () => {
    const imap = { ...SMTP, port: 993, security: 'ssl', user: 'chef' } as const;
    expect(testBlocker('imap', saved({ mailAccount: 'smtp', smtp: SMTP }), false)).toBe('noImapAccount');
    expect(testBlocker('imap', saved({ mailAccount: 'smtp', smtp: SMTP, imap }), false)).toBeNull();
  });

  it('tests the application’s SMS credits, or one’s own provider account once saved', () => {
    expect(testBlocker('sms', saved(), false)).toBeNull();
    expect(testBlocker('sms', saved({ smsAccount: 'aspsms' }), false)).toBe('noSmsAccount');
    const sms = { userKey: 'K', originator: 'Ecole', passwordSet: true };
    expect(testBlocker('sms', saved({ smsAccount: 'aspsms', sms }), false)).toBeNull();
  });
});
