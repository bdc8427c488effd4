import { createServer } from 'node:net';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Dovecot, startDovecot } from '../../test/dovecot';
import { appendToSent, findSentFolder, type ImapAccount } from './imap-sent';
import { MailDeliveryError } from './mail-message';
import { composeMime } from './mime';

describe('sent folder over IMAP (Dovecot)', () => {
  let dovecot: Dovecot;
  let unmarked: Dovecot;
  let account: ImapAccount;

  const accountOf = (server: Dovecot): ImapAccount => ({
    host: server.host,
    // Dovecot listens on a free port; the account type names the standard ones.
    port: server.port as ImapAccount['port'],
    security: 'none',
    user: server.user,
    password: server.password,
  });

  beforeAll(async () => {
    [dovecot, unmarked] = await Promise.all([startDovecot(), startDovecot({ markSent: false })]);
    account = accountOf(dovecot);
  });
  afterAll(async () => {
    await Promise.all([dovecot?.stop(), unmarked?.stop()]);
  });

  it('finds the folder the server marks as \\Sent', async () => {
    expect(await findSentFolder(account)).toBe('Sent');
  });

  it('files a sent message, marked as read, in that folder', async () => {
    const messageId = `<${crypto.randomUUID()}@driving-school.local>`;
    const raw = await composeMime({
      from: { name: 'Auto-école Démo', address: 'ecole@demo.ch' },
      to: 'eleve@example.ch',
      subject: 'Rappel de leçon',
      text: 'Demain à 08:00',
      messageId,
    });
    expect(await appendToSent(account, raw)).toEqual({ folder: 'Sent' });
    const filed = await dovecot.messagesIn('Sent');
    expect(filed).toHaveLength(1);
    expect(filed[0]).toContain(`Message-ID: ${messageId}`);
    expect(await dovecot.messagesIn('INBOX')).toEqual([]);
  });

  it('falls back on a well-known name when no folder is marked, and says when there is none', async () => {
    const error = await findSentFolder(accountOf(unmarked)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ kind: 'no_sent_folder' });

    const client = new ImapFlow({
      host: unmarked.host,
      port: unmarked.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: unmarked.user, pass: unmarked.password },
      logger: false,
    });
    await client.connect();
    await client.mailboxCreate('Archiv');
    await client.mailboxCreate('Gesendete Elemente');
    await client.logout();
    expect(await findSentFolder(accountOf(unmarked))).toBe('Gesendete Elemente');
  });

  it('refuses a wrong password as an authentication failure', async () => {
    const error = await findSentFolder({ ...account, password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ kind: 'auth', notAccepted: true });
  });

  it('reports a server that does not answer as a connection failure', async () => {
    const unused = createServer();
    await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve));
    const { port } = unused.address() as { port: number };
    await new Promise<void>((resolve) => unused.close(() => resolve()));
    const error = await findSentFolder({ ...account, port: port as ImapAccount['port'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ kind: 'connection', notAccepted: true });
  });
});
