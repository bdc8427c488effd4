import { describe, expect, it } from 'vitest';
import { communicationsCalls, queryRows, useCommunicationsApp } from '../../test/communications';

const SECRETS = { smtp: 'smtp-Geheimnis-1', imap: 'imap-Geheimnis-2', sms: 'sms-Geheimnis-3' };

const withAccounts = {
  mailAccount: 'smtp',
  smtp: { host: 'mail.fahrschule.example', port: 587, security: 'starttls', user: 'ecole', password: SECRETS.smtp },
  imap: { host: 'imap.fahrschule.example', port: 993, security: 'ssl', user: 'ecole', password: SECRETS.imap },
  smsAccount: 'aspsms',
  sms: { userKey: 'MYKEY', originator: 'Fahrschule', password: SECRETS.sms },
};

describe('communication settings', () => {
  const t = useCommunicationsApp(() => ({}));
  const { call, saveSettings } = communicationsCalls(t);
  const read = async () => (await call('head@demo.ch', 'GET', '/api/communication-settings')).json().data;

  it('refuses bad input naming the field, and a stale version', async () => {
    const current = await read();
    const put = (body: object) => call('head@demo.ch', 'PUT', '/api/communication-settings', body);

    const badPort = await put({ ...current, ...withAccounts, smtp: { ...withAccounts.smtp, port: 2525 } });
    expect(badPort.statusCode).toBe(400);
    expect(badPort.json().error.code).toBe('validation');
    expect(badPort.json().error.details.map((detail: { field: string }) => detail.field)).toContain('body.smtp.port');

    const control = await put({ ...current, senderName: 'Fahrschule\u0007' });
    expect(control.statusCode).toBe(400);
    expect(control.json().error.details).toEqual([
      expect.objectContaining({ field: 'body.senderName', rule: 'control_character' }),
    ]);

    const badAddress = await put({ ...current, senderAddress: 'nicht eine Adresse' });
    expect(badAddress.json().error.details[0].field).toBe('body.senderAddress');
    expect((await read()).version).toBe(current.version);

    const saved = await put({ ...current, senderName: 'Fahrschule Hélène' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ senderName: 'Fahrschule Hélène', version: current.version + 1 });
    const stale = await put({ ...current, senderName: 'Verloren' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_version');
    expect((await read()).senderName).toBe('Fahrschule Hélène');
  });

  it('seals passwords: never answered, kept when none is typed, gone with their account', async () => {
    const saved = await saveSettings('head@demo.ch', withAccounts);
    expect(saved.statusCode).toBe(200);
    const shown = saved.json().data;
    expect(shown).toMatchObject({
      mailAccount: 'smtp',
      smtp: { host: 'mail.fahrschule.example', port: 587, security: 'starttls', user: 'ecole', passwordSet: true },
      imap: { host: 'imap.fahrschule.example', port: 993, security: 'ssl', user: 'ecole', passwordSet: true },
      smsAccount: 'aspsms',
      sms: { userKey: 'MYKEY', originator: 'Fahrschule', passwordSet: true },
    });
    const [stored] = await queryRows<Record<string, string>>(
      t(),
      `select smtp_password_sealed, imap_password_sealed, sms_password_sealed from communication_settings
       where owner_id = (select id from users where email = 'head@demo.ch')`,
    );
    const answers = [
      saved.body,
      (await call('head@demo.ch', 'GET', '/api/communication-settings')).body,
      (
        await call('head@demo.ch', 'POST', '/api/communication-settings/effects', {
          ...(await read()),
          ...withAccounts,
        })
      ).body,
      JSON.stringify(stored),
    ];
    for (const answer of answers) {
      for (const secret of Object.values(SECRETS)) expect(answer).not.toContain(secret);
    }
    expect(t().secrets.decrypt(stored?.smtp_password_sealed ?? '')).toBe(SECRETS.smtp);

    // Saved again without passwords: the stored ones stay.
    const current = await read();
    const again = await call('head@demo.ch', 'PUT', '/api/communication-settings', {
      ...current,
      smtp: { ...current.smtp, host: 'smtp.fahrschule.example' },
    });
    expect(again.json().data).toMatchObject({ smtp: { host: 'smtp.fahrschule.example', passwordSet: true } });
    const [kept] = await queryRows<{ smtp_password_sealed: string }>(
      t(),
      `select smtp_password_sealed from communication_settings where owner_id = (select id from users where email = 'head@demo.ch')`,
    );
    expect(t().secrets.decrypt(kept?.smtp_password_sealed ?? '')).toBe(SECRETS.smtp);

    // The accounts removed take their secrets with them.
    const removed = await saveSettings('head@demo.ch', {
      mailAccount: 'product',
      smtp: null,
      imap: null,
      smsAccount: 'product',
      sms: null,
    });
    expect(removed.json().data).toMatchObject({ mailAccount: 'product', smtp: null, imap: null, sms: null });
    const [gone] = await queryRows(
      t(),
      `select smtp_password_sealed, imap_password_sealed, sms_password_sealed from communication_settings
       where owner_id = (select id from users where email = 'head@demo.ch')`,
    );
    expect(gone).toEqual({ smtp_password_sealed: null, imap_password_sealed: null, sms_password_sealed: null });
  });

  it('counts what saving would change in reminders and courses, changes nothing, then applies it', async () => {
    // From no WhatsApp link and no SMS confirmations.
    expect((await saveSettings('head@demo.ch', { whatsappLink: false, confirmSms: false })).statusCode).toBe(200);
    for (const text of ['Rappel SMS {firstname} {date}', 'Rappel SMS et e-mail {start}']) {
      const created = await call('head@demo.ch', 'POST', '/api/reminders', {
        name: text,
        text,
        channels: text.includes('e-mail') ? ['sms', 'email'] : ['sms'],
        daysBefore: 1,
      });
      expect(created.statusCode).toBe(201);
    }
    await call('head@demo.ch', 'POST', '/api/reminders', {
      name: 'E-mail',
      text: 'Rappel {date}',
      channels: ['email'],
      daysBefore: 2,
    });
    const reminders = async () =>
      (await call('head@demo.ch', 'GET', '/api/reminders')).json().data as Array<{
        text: string;
        channels: string[];
      }>;
    const smsTemplates = (await reminders()).filter((reminder) => reminder.channels.includes('sms'));
    // Mine lack the tag (the demo's may hold it already: they gain nothing).
    const lacking = smsTemplates.filter((reminder) => !reminder.text.includes('{whatsapp}'));
    expect(lacking.length).toBeGreaterThanOrEqual(2);
    const courses = (await call('head@demo.ch', 'GET', '/api/courses')).json().data as Array<{
      mine: boolean;
      disabled: boolean;
      confirmations: { sms: boolean; email: boolean };
    }>;
    const changing = courses.filter((course) => course.mine && !course.disabled && !course.confirmations.sms);

    const current = await read();
    const wanted = { ...current, whatsappLink: true, confirmSms: true };
    const effects = await call('head@demo.ch', 'POST', '/api/communication-settings/effects', wanted);
    expect(effects.statusCode).toBe(200);
    expect(effects.json().data).toMatchObject({
      remindersCustomised: lacking.length,
      coursesCustomised: changing.length,
    });
    expect(changing.length).toBeGreaterThan(0);
    // Only counted.
    expect((await read()).version).toBe(current.version);
    expect(await reminders()).toEqual(expect.arrayContaining(lacking));

    const saved = await call('head@demo.ch', 'PUT', '/api/communication-settings', wanted);
    expect(saved.statusCode).toBe(200);
    const after = await reminders();
    expect(after.filter((reminder) => reminder.channels.includes('sms')).map((reminder) => reminder.text)).toEqual(
      smsTemplates.map((reminder) =>
        reminder.text.includes('{whatsapp}') ? reminder.text : `${reminder.text} {whatsapp}`,
      ),
    );
    expect(after.find((reminder) => reminder.text === 'Rappel {date}')).toBeDefined();
    const coursesAfter = (await call('head@demo.ch', 'GET', '/api/courses')).json().data as typeof courses;
    expect(coursesAfter.filter((course) => course.mine && !course.disabled && !course.confirmations.sms)).toEqual([]);
    // Nothing more to do the second time.
    const none = await call('head@demo.ch', 'POST', '/api/communication-settings/effects', {
      ...(await read()),
      whatsappLink: true,
      confirmSms: true,
    });
    expect(none.json().data).toMatchObject({ remindersCustomised: 0, coursesCustomised: 0 });
  });
});
