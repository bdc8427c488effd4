import { type CommunicationSettings, communicationSettingsInput } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { isDirty, settingsFormValues, toSettingsCandidate, usualSecurity } from './settings-form-values';

const SAVED: CommunicationSettings = {
  whatsappLink: false,
  confirmEmail: true,
  confirmSms: false,
  remindEmail: true,
  remindEmailDays: 1,
  remindSms: false,
  remindSmsDays: 1,
  defaultLessonPrice: null,
  senderName: null,
  senderAddress: null,
  mailAccount: 'product',
  smtp: null,
  imap: null,
  microsoft: null,
  smsAccount: 'product',
  sms: null,
  productSender: 'noreply@ecole-demo.ch',
  version: 3,
};

const OWN_ACCOUNTS: CommunicationSettings = {
  ...SAVED,
  mailAccount: 'smtp',
  smtp: { host: 'mail.ecole.ch', port: 465, security: 'ssl', user: 'chef@ecole.ch', passwordSet: true },
  imap: { host: 'imap.ecole.ch', port: 993, security: 'ssl', user: 'chef@ecole.ch', passwordSet: true },
  smsAccount: 'aspsms',
  sms: { userKey: 'KEY123', originator: 'AutoEcole', passwordSet: true },
};

describe('the communication settings form', () => {
  it('starts an account never set up from the usual values: 587 with STARTTLS, IMAP on 993 (preferred)', () => {
    const values = settingsFormValues(SAVED);
    expect(values.smtp).toEqual({ host: '', port: 587, security: 'starttls', user: '', password: '' });
    expect(values.imap.port).toBe(993);
    expect(values.imap.security).toBe('ssl');
    expect(values.useImap).toBe(false);
    expect(Number.isNaN(values.defaultLessonPrice)).toBe(true);
  });

  it('sends the product accounts without any account fields, and passes the domain schema', () => {
    const candidate = toSettingsCandidate(settingsFormValues(SAVED), SAVED.version);
    expect(candidate).toMatchObject({ smtp: null, imap: null, sms: null, defaultLessonPrice: null, version: 3 });
    expect(communicationSettingsInput.safeParse(candidate).success).toBe(true);
  });

  it('leaves a stored password out when its field stays empty, and sends one typed', () => {
    const values = settingsFormValues(OWN_ACCOUNTS);
    const kept = toSettingsCandidate(values, 3) as { smtp: object; imap: object; sms: object };
    expect(kept.smtp).toEqual({ host: 'mail.ecole.ch', port: 465, security: 'ssl', user: 'chef@ecole.ch' });
    expect(kept.smtp).not.toHaveProperty('password', expect.anything());
    expect(kept.sms).toEqual({ userKey: 'KEY123', originator: 'AutoEcole' });
    // Sent as JSON: no password key at all, so the stored one stays.
    expect(JSON.parse(JSON.stringify(communicationSettingsInput.parse(kept))).smtp).not.toHaveProperty('password');

    const typed = toSettingsCandidate({ ...values, smtp: { ...values.smtp, password: 'n3w-secret' } }, 3);
    expect(communicationSettingsInput.parse(typed).smtp?.password).toBe('n3w-secret');
  });

  it('sends IMAP only with one’s own SMTP server and the copy asked for', () => {
    const values = settingsFormValues(OWN_ACCOUNTS);
    expect(toSettingsCandidate({ ...values, useImap: false }, 3).imap).toBeNull();
    const blank = { ...values.smtp, host: '' };
    expect(toSettingsCandidate({ ...values, smtp: blank, mailAccount: 'microsoft' }, 3)).toMatchObject({
      smtp: null,
      imap: null,
    });
  });

  it('keeps own accounts stored when the application’s are chosen instead', () => {
    const values = settingsFormValues(OWN_ACCOUNTS);
    const candidate = toSettingsCandidate({ ...values, mailAccount: 'product', smsAccount: 'product' }, 3);
    expect(candidate).toMatchObject({ mailAccount: 'product', smsAccount: 'product' });
    expect(candidate.smtp).toMatchObject({ host: values.smtp.host });
    expect(candidate.sms).toMatchObject({ userKey: values.sms.userKey });
  });

  it('lets the schema refuse an emptied number of days and a wrong server name, by field', () => {
    const values = { ...settingsFormValues(OWN_ACCOUNTS), remindSmsDays: '' };
    const broken = { ...values, smtp: { ...values.smtp, host: 'mail ecole' } };
    const result = communicationSettingsInput.safeParse(toSettingsCandidate(broken, 3));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['remindSmsDays', 'smtp.host']);
  });

  it('writes an empty user name and sender as none', () => {
    const smtp = { host: 'mail.ecole.ch', port: 587, security: 'starttls', user: null, passwordSet: false } as const;
    const values = settingsFormValues({ ...OWN_ACCOUNTS, smtp });
    const candidate = toSettingsCandidate({ ...values, senderAddress: '  ' }, 3);
    expect(candidate).toMatchObject({ senderName: null, senderAddress: null, smtp: { user: null } });
  });

  it('is dirty once anything differs from the saved settings, a typed password included', () => {
    const values = settingsFormValues(OWN_ACCOUNTS);
    expect(isDirty(values, OWN_ACCOUNTS)).toBe(false);
    expect(isDirty({ ...values, whatsappLink: true }, OWN_ACCOUNTS)).toBe(true);
    expect(isDirty({ ...values, sms: { ...values.sms, password: 'x' } }, OWN_ACCOUNTS)).toBe(true);
  });

  it('pairs each port with its usual security', () => {
    expect([465, 587, 25, 993, 143].map(usualSecurity)).toEqual(['ssl', 'starttls', 'none', 'ssl', 'starttls']);
  });
});
