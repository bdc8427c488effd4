import { describe, expect, it } from 'vitest';
import { communicationsCalls, hoursFromNow, queryRows, useCommunicationsApp } from '../../test/communications';
import { type Dovecot, startDovecot } from '../../test/dovecot';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createStudentAs } from '../../test/student-test-data';

const LOGIN = { user: 'ecole@fahrschule.example', password: 'correct horse battery staple' };

describe("a monitor's own mail accounts: SMTP to send, IMAP to keep a copy", () => {
  let product: SmtpCapture;
  let own: SmtpCapture;
  let dovecot: Dovecot;
  const t = useCommunicationsApp(
    async () => {
      [product, own, dovecot] = await Promise.all([
        startSmtpCapture(),
        startSmtpCapture({ login: LOGIN }),
        startDovecot(),
      ]);
      return { SMTP_URL: product.url, PUBLIC_URL: 'https://app.plattform.example' };
    },
    async () => {
      await Promise.all([product.close(), own.close(), dovecot.stop()]);
    },
  );
  const { call, book, headLesson, saveSettings, logOf } = communicationsCalls(t);
  const app = () => t().app;

  /**
   * Saves the head's accounts through the API, then points them at the test servers: they listen
   * on free ports, the settings accept only the standard ones (587, 143).
   */
  async function saveAccounts(changes: { smtpPassword?: string; imap?: boolean }) {
    await pointAccounts(587, 143);
    const saved = await saveSettings('head@demo.ch', {
      senderName: 'Fahrschule Hélène',
      senderAddress: 'helene@fahrschule.example',
      mailAccount: 'smtp',
      smtp: {
        host: '127.0.0.1',
        port: 587,
        security: 'none',
        user: LOGIN.user,
        ...(changes.smtpPassword ? { password: changes.smtpPassword } : {}),
      },
      imap: changes.imap
        ? { host: dovecot.host, port: 143, security: 'none', user: dovecot.user, password: dovecot.password }
        : null,
    });
    expect(saved.statusCode).toBe(200);
    await pointAccounts(own.port, dovecot.port);
    return saved.json().data;
  }

  const pointAccounts = (smtpPort: number, imapPort: number) =>
    queryRows(
      t(),
      `update communication_settings set smtp_port = $1::int, imap_port = case when imap_host is null then null else $2::int end
       where owner_id = (select id from users where email = 'head@demo.ch') and smtp_host is not null`,
      [smtpPort, imapPort],
    );

  it('tests the SMTP account with a mail through it, and names an authentication failure', async () => {
    const saved = await saveAccounts({ smtpPassword: LOGIN.password });
    expect(saved).toMatchObject({ mailAccount: 'smtp', smtp: { user: LOGIN.user, passwordSet: true } });

    const tested = await call('head@demo.ch', 'POST', '/api/communication-settings/smtp-test', {
      to: 'pruefung@example.com',
    });
    expect(tested.statusCode).toBe(200);
    expect(tested.json().data).toEqual({ sentTo: 'pruefung@example.com' });
    const [mail] = own.to('pruefung@example.com');
    expect(mail?.mailFrom).toBe(LOGIN.user);
    expect(mail?.parsed.from?.value).toEqual([{ name: 'Fahrschule Hélène', address: LOGIN.user }]);
    expect(mail?.parsed.replyTo?.value).toEqual([{ name: '', address: 'helene@fahrschule.example' }]);
    // In the head's language (French).
    expect(mail?.parsed.headers.get('content-language')).toBe('fr-CH');
    expect(product.to('pruefung@example.com')).toEqual([]);
    expect(await logOf('head@demo.ch', 'pruefung@example.com')).toEqual([
      expect.objectContaining({ kind: 'test', channel: 'email', status: 'sent', failure: null }),
    ]);

    await saveAccounts({ smtpPassword: 'wrong password' });
    const refusedBefore = own.refusedLogins();
    const failed = await call('head@demo.ch', 'POST', '/api/communication-settings/smtp-test', {
      to: 'pruefung2@example.com',
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatchObject({ code: 'smtp_test_failed', details: { reason: 'auth' } });
    expect(own.refusedLogins()).toBeGreaterThan(refusedBefore);
    expect(own.to('pruefung2@example.com')).toEqual([]);
    expect(await logOf('head@demo.ch', 'pruefung2@example.com')).toEqual([
      expect.objectContaining({ kind: 'test', status: 'failed', failure: 'auth' }),
    ]);
  });

  it('finds the Sent folder over IMAP, and files there a copy of a confirmation sent through the own account', async () => {
    const notConfigured = await call('head@demo.ch', 'POST', '/api/communication-settings/imap-test');
    expect(notConfigured.statusCode).toBe(400);
    expect(notConfigured.json().error.code).toBe('account_not_configured');

    const saved = await saveAccounts({ smtpPassword: LOGIN.password, imap: true });
    expect(saved.imap).toEqual({
      host: dovecot.host,
      port: 143,
      security: 'none',
      user: dovecot.user,
      passwordSet: true,
    });
    const tested = await call('head@demo.ch', 'POST', '/api/communication-settings/imap-test');
    expect(tested.statusCode).toBe(200);
    expect(tested.json().data).toEqual({ sentFolder: 'Sent' });

    const email = 'mia.sent@example.com';
    const studentId = await createStudentAs(app, 'head@demo.ch', { firstname: 'Mia', email, language: 'de' });
    await book('head@demo.ch', hoursFromNow(24 * 4), {
      courseId: (await headLesson()).id,
      studentIds: [studentId],
    });
    await app().jobRunner.drain();
    const [mail] = own.to(email);
    expect(mail?.parsed.subject).toMatch(/^Bestätigung: /);
    expect(product.to(email)).toEqual([]);
    const copies = await dovecot.messagesIn('Sent');
    expect(copies.filter((copy) => copy.includes(`Message-ID: ${mail?.parsed.messageId}`))).toHaveLength(1);
    expect((await logOf('head@demo.ch', email)).filter((entry) => entry.kind === 'confirmation')).toEqual([
      expect.objectContaining({ status: 'sent' }),
    ]);

    // A wrong IMAP password is the test's failure, named.
    await queryRows(
      t(),
      `update communication_settings set imap_password_sealed = $1 where owner_id = (select id from users where email = 'head@demo.ch')`,
      [t().secrets.encrypt('wrong')],
    );
    const refused = await call('head@demo.ch', 'POST', '/api/communication-settings/imap-test');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toMatchObject({ code: 'imap_test_failed', details: { reason: 'auth' } });
  });

  it("sends a colleague's mails through the school's account when he has none of his own", async () => {
    await saveAccounts({ smtpPassword: LOGIN.password });
    const email = 'lena.colleague@example.com';
    const studentId = await createStudentAs(app, 'monitor@demo.ch', { firstname: 'Lena', email, language: 'de' });
    await book('monitor@demo.ch', hoursFromNow(24 * 6), { studentIds: [studentId] });
    await app().jobRunner.drain();
    expect(own.to(email).map((mail) => mail.parsed.subject)).toEqual([expect.stringMatching(/^Bestätigung: /)]);
    expect(product.to(email)).toEqual([]);
  });
});
