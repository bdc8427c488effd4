import { createServer, type Server } from 'node:net';
import { simpleParser } from 'mailparser';
import { generate } from 'selfsigned';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailDeliveryError, type OutgoingMail } from './mail-message';
import { composeMime } from './mime';
import { type SmtpAccount, sendBySmtp, smtpSender, verifySmtp } from './smtp-account';

const USER = 'ecole@demo.ch';
const PASSWORD = 'correct horse battery staple';
const ENVELOPE = { from: 'ecole@demo.ch', to: 'eleve@example.ch' };

interface Received {
  raw: Buffer;
  mailFrom: string;
  rcptTo: string[];
  secure: boolean;
}

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    from: { name: 'Auto-école Démo', address: 'ecole@demo.ch' },
    to: 'eleve@example.ch',
    subject: 'Rappel de leçon',
    text: 'Demain à 08:00',
    messageId: `<${crypto.randomUUID()}@driving-school.local>`,
    ...overrides,
  };
}

/** Test servers listen on any free port; the account type names the standard ones. */
function account(port: number, overrides: Partial<SmtpAccount> = {}): SmtpAccount {
  return {
    host: '127.0.0.1',
    port: port as SmtpAccount['port'],
    security: 'none',
    user: USER,
    password: PASSWORD,
    ...overrides,
  };
}

async function startSmtp(options: SMTPServerOptions) {
  const received: Received[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@unknown.example')) callback(new Error('No such user'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((to) => to.address),
          secure: session.secure,
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

type Fate = 'accept' | 'drop-at-mail' | 'drop-after-data' | 'hang-after-data';

/** A bare SMTP server that misbehaves on cue, for the failures smtp-server cannot stage. */
async function startScriptedSmtp(fate: (connection: number, message: number) => Fate) {
  let connections = 0;
  let accepted = 0;
  const server: Server = createServer((socket) => {
    const connection = connections++;
    let message = 0;
    let inData = false;
    let buffer = '';
    socket.on('error', () => {});
    socket.write('220 scripted ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          const outcome = fate(connection, message++);
          if (outcome === 'drop-after-data') return void socket.destroy();
          if (outcome === 'hang-after-data') return;
          accepted += 1;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'MAIL' && fate(connection, message) === 'drop-at-mail') return void socket.destroy();
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') return void socket.end('221 bye\r\n');
        socket.write(verb === 'DATA' ? '354 go ahead\r\n' : '250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => connections,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function failure(promise: Promise<unknown>): Promise<MailDeliveryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MailDeliveryError);
  return error as MailDeliveryError;
}

describe('SMTP accounts', () => {
  let tlsKey: string;
  let tlsCert: string;
  let starttls: Awaited<ReturnType<typeof startSmtp>>;
  let implicitTls: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048, algorithm: 'sha256' });
    tlsKey = pems.private;
    tlsCert = pems.cert;
    starttls = await startSmtp({ key: tlsKey, cert: tlsCert });
    implicitTls = await startSmtp({ key: tlsKey, cert: tlsCert, secure: true });
  });
  afterAll(async () => {
    await starttls.close();
    await implicitTls.close();
  });

  it('delivers a composed message with text, HTML, its language and a PDF attachment', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_000, 0x41), Buffer.from('\n%%EOF\n')]);
    const outgoing = mail({
      subject: 'Ihre Rechnung für die Fahrstunde',
      text: 'Grüezi, Ihre Rechnung liegt bei.',
      html: '<p>Grüezi, Ihre <b>Rechnung</b> liegt bei.</p>',
      language: 'de-CH',
      replyTo: 'sekretariat@demo.ch',
      attachments: [{ filename: 'Rechnung 2026-041.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const before = starttls.received.length;
    await sendBySmtp(account(starttls.port), ENVELOPE, await composeMime(outgoing));

    const delivered = starttls.received[before];
    expect(delivered?.mailFrom).toBe('ecole@demo.ch');
    expect(delivered?.rcptTo).toEqual(['eleve@example.ch']);
    expect(delivered?.secure).toBe(false);
    const parsed = await simpleParser(delivered?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe('Ihre Rechnung für die Fahrstunde');
    expect(parsed.from?.value).toEqual([{ name: 'Auto-école Démo', address: 'ecole@demo.ch' }]);
    expect(parsed.replyTo?.text).toBe('sekretariat@demo.ch');
    expect(parsed.messageId).toBe(outgoing.messageId);
    expect(parsed.text?.trim()).toBe('Grüezi, Ihre Rechnung liegt bei.');
    expect(parsed.html).toBe('<p>Grüezi, Ihre <b>Rechnung</b> liegt bei.</p>');
    expect(parsed.headers.get('content-language')).toBe('de-CH');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.attachments.map((a) => [a.filename, a.contentType, a.size])).toEqual([
      ['Rechnung 2026-041.pdf', 'application/pdf', pdf.length],
    ]);
    expect(parsed.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('leaves Content-Language out when the language is not given', async () => {
    const parsed = await simpleParser(await composeMime(mail()));
    expect(parsed.headers.has('content-language')).toBe(false);
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('refuses a wrong password as an authentication failure the caller may retry', async () => {
    const error = await failure(
      sendBySmtp(account(starttls.port, { password: 'wrong' }), ENVELOPE, await composeMime(mail())),
    );
    expect(error.kind).toBe('auth');
    expect(error.notAccepted).toBe(true);
  });

  it('reports a server that does not answer as a connection failure', async () => {
    const error = await failure(sendBySmtp(account(await unusedPort()), ENVELOPE, await composeMime(mail())));
    expect(error.kind).toBe('connection');
    expect(error.notAccepted).toBe(true);
  });

  it('reports a refused recipient as rejected', async () => {
    const error = await failure(
      sendBySmtp(account(starttls.port), { ...ENVELOPE, to: 'nobody@unknown.example' }, await composeMime(mail())),
    );
    expect(error.kind).toBe('rejected');
    expect(error.notAccepted).toBe(true);
  });

  it('verifies an account by logging in', async () => {
    await verifySmtp(account(starttls.port));
    const error = await failure(verifySmtp(account(starttls.port, { user: 'someone@demo.ch' })));
    expect(error.kind).toBe('auth');
    expect(error.notAccepted).toBe(true);
  });

  it('upgrades with STARTTLS, and refuses a self-signed certificate unless told to accept it', async () => {
    const before = starttls.received.length;
    await sendBySmtp(
      account(starttls.port, { security: 'starttls', allowSelfSigned: true }),
      ENVELOPE,
      await composeMime(mail()),
    );
    expect(starttls.received[before]?.secure).toBe(true);

    const error = await failure(verifySmtp(account(starttls.port, { security: 'starttls' })));
    expect(error.kind).toBe('connection');
    expect(error.notAccepted).toBe(true);
  });

  it('speaks TLS from the first byte on an SSL account', async () => {
    await sendBySmtp(
      account(implicitTls.port, { security: 'ssl', allowSelfSigned: true }),
      ENVELOPE,
      await composeMime(mail()),
    );
    expect(implicitTls.received.at(-1)?.secure).toBe(true);
  });

  it('sends a batch over one connection', async () => {
    const connectionsBefore = starttls.connections();
    const receivedBefore = starttls.received.length;
    const sender = smtpSender(account(starttls.port));
    const raws = await Promise.all([1, 2, 3, 4, 5].map((n) => composeMime(mail({ subject: `Rappel ${n}` }))));
    await Promise.all(raws.map((raw) => sender.send(ENVELOPE, raw)));
    await sender.close();
    expect(starttls.connections() - connectionsBefore).toBe(1);
    const subjects = await Promise.all(
      starttls.received.slice(receivedBefore).map(async ({ raw }) => (await simpleParser(raw)).subject),
    );
    expect(subjects).toEqual(['Rappel 1', 'Rappel 2', 'Rappel 3', 'Rappel 4', 'Rappel 5']);
  });

  it('opens a new connection when the server dropped the idle one before the next message', async () => {
    const server = await startScriptedSmtp((connection, message) =>
      connection === 0 && message === 1 ? 'drop-at-mail' : 'accept',
    );
    const sender = smtpSender(account(server.port, { user: null, password: null }));
    await sender.send(ENVELOPE, await composeMime(mail()));
    await sender.send(ENVELOPE, await composeMime(mail()));
    await sender.close();
    expect(server.accepted()).toBe(2);
    expect(server.connections()).toBe(2);
    await server.close();
  });

  it('tells an unknown outcome when the connection is lost after the message went out', async () => {
    const server = await startScriptedSmtp(() => 'drop-after-data');
    const error = await failure(
      sendBySmtp(account(server.port, { user: null, password: null }), ENVELOPE, await composeMime(mail())),
    );
    expect(error.kind).toBe('connection');
    expect(error.notAccepted).toBe(false);
    await server.close();
  });

  it('tells an unknown outcome when the server never answers the message', async () => {
    const server = await startScriptedSmtp(() => 'hang-after-data');
    const error = await failure(
      sendBySmtp(account(server.port, { user: null, password: null }), ENVELOPE, await composeMime(mail()), {
        timeoutMs: 300,
      }),
    );
    expect(error.kind).toBe('timeout');
    expect(error.notAccepted).toBe(false);
    await server.close();
  });

  it('knows nothing went out when the connection is lost before the message', async () => {
    const server = await startScriptedSmtp(() => 'drop-at-mail');
    const error = await failure(
      sendBySmtp(account(server.port, { user: null, password: null }), ENVELOPE, await composeMime(mail())),
    );
    expect(error.kind).toBe('connection');
    expect(error.notAccepted).toBe(true);
    await server.close();
  });
});
