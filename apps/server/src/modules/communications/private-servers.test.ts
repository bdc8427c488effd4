import { describe, expect, it } from 'vitest';
import { callAs } from '../../test/student-test-data';
import { useTestApp } from '../../test/test-app';

describe('a monitor’s own mail servers outside private networks (SSRF)', () => {
  const t = useTestApp({ MAIL_SERVERS_PRIVATE_NETWORKS: 'false' });
  const call = callAs(() => t().app);

  it('refuses to use an SMTP or IMAP server on this machine: the test says it could not be reached', async () => {
    const current = (await call('head@demo.ch', 'GET', '/api/communication-settings')).json().data;
    const saved = await call('head@demo.ch', 'PUT', '/api/communication-settings', {
      ...current,
      productSender: undefined,
      microsoft: undefined,
      mailAccount: 'smtp',
      smtp: { host: '127.0.0.1', port: 587, security: 'none', user: 'ecole', password: 'secret-password' },
      imap: { host: 'localhost', port: 993, security: 'ssl', user: 'ecole', password: 'secret-password' },
      sms: null,
    });
    expect(saved.statusCode).toBe(200);
    const smtp = await call('head@demo.ch', 'POST', '/api/communication-settings/smtp-test', {});
    expect(smtp.statusCode).toBe(502);
    expect(smtp.json().error).toMatchObject({ code: 'smtp_test_failed', details: { reason: 'connection' } });
    const imap = await call('head@demo.ch', 'POST', '/api/communication-settings/imap-test');
    expect(imap.statusCode).toBe(502);
    expect(imap.json().error).toMatchObject({ code: 'imap_test_failed', details: { reason: 'connection' } });
  });
});
