import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-app';
import { listOutboxMessages } from '../outbox/outbox.repo';
import { createMailer } from './mailer';

const silentLog = { error: () => {} } as never;

describe('mailer over real SMTP', () => {
  let t: TestDatabase;
  let smtp: SMTPServer;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    t = await openTestDatabase();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk) => {
          raw += chunk;
        });
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    await t.dispose();
  });

  it('delivers the message to the SMTP server and records it as sent', async () => {
    const mailer = createMailer({
      db: t.database.db,
      log: silentLog,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Auto-école Démo <ecole@demo.ch>',
    });
    await mailer.send({ to: 'eleve@example.ch', subject: 'Rappel de leçon', text: 'Demain à 08:00' });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: =?UTF-8?Q?Rappel_de_le=C3=A7on?=');
    expect(received[0]).toContain('Demain =C3=A0 08:00');
    expect(received[0]).toContain('To: eleve@example.ch');
    // RFC 3834: out-of-office replies and other auto-responders must not answer it.
    expect(received[0]).toMatch(/^Auto-Submitted: auto-generated\r$/m);
    const [row] = await listOutboxMessages(t.database.db, { recipient: 'eleve@example.ch' });
    expect(row?.status).toBe('sent');
  });

  it('records a failed delivery when the server cannot be reached', async () => {
    const mailer = createMailer({
      db: t.database.db,
      log: silentLog,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@demo.ch',
    });
    await mailer.send({ to: 'lost@example.ch', subject: 'S', text: 'T' });
    const [row] = await listOutboxMessages(t.database.db, { recipient: 'lost@example.ch' });
    expect(row?.status).toBe('failed');
  });

  it('keeps the message in the local outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ db: t.database.db, log: silentLog, from: 'x@demo.ch' });
    await mailer.send({ to: 'local@example.ch', subject: 'S', text: 'T' });
    const [row] = await listOutboxMessages(t.database.db, { recipient: 'local@example.ch' });
    expect(row?.status).toBe('local');
  });
});
