import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: Buffer;
  /** The message as mailparser reads it. */
  parsed: ParsedMail;
}

export interface SmtpCapture {
  port: number;
  /** `smtp://127.0.0.1:<port>` (SMTP_URL of the product's server). */
  url: string;
  received: CapturedMail[];
  /** The mails received for one address. */
  to(address: string): CapturedMail[];
  /** How many logins were refused. */
  refusedLogins(): number;
  /** Addresses refused at RCPT TO (550), as long as they stay in the set. */
  refusedRecipients: Set<string>;
  /** Addresses put off at RCPT TO (451, try again later), as long as they stay in the set. */
  temporaryRecipients: Set<string>;
  close(): Promise<void>;
}

/**
 * An in-process SMTP server (smtp-server) on a free port of 127.0.0.1 that keeps every message
 * it takes, parsed. With `login`, only that user and password may send; without, anyone.
 * Plain SMTP: no STARTTLS offered (the product's SMTP_URL and an account with security `none`).
 */
export async function startSmtpCapture(options: { login?: { user: string; password: string } } = {}) {
  const received: CapturedMail[] = [];
  const pending = new Set<Promise<void>>();
  let refused = 0;
  const refusedRecipients = new Set<string>();
  const temporaryRecipients = new Set<string>();
  const { login } = options;
  const server = new SMTPServer({
    authOptional: !login,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.password) {
        callback(null, { user: login.user });
        return;
      }
      refused += 1;
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (refusedRecipients.has(address.address)) {
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      } else if (temporaryRecipients.has(address.address)) {
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const parsing = simpleParser(raw).then((parsed) => {
          received.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((to) => to.address),
            raw,
            parsed,
          });
        });
        pending.add(parsing);
        // Answered once parsed, so a sender that saw its 250 finds the mail here.
        parsing.then(
          () => {
            pending.delete(parsing);
            callback();
          },
          (error: Error) => {
            pending.delete(parsing);
            callback(error);
          },
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address: string) => received.filter((mail) => mail.rcptTo.includes(address)),
    refusedLogins: () => refused,
    refusedRecipients,
    temporaryRecipients,
    close: async () => {
      await Promise.allSettled(pending);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  } satisfies SmtpCapture;
}
