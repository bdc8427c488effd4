import { Readable } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { MailDeliveryError } from './mail-message';

export const SMTP_PORTS = [25, 587, 465] as const;
export const MAIL_SECURITY = ['none', 'ssl', 'starttls'] as const;

export interface SmtpAccount {
  host: string;
  port: (typeof SMTP_PORTS)[number];
  security: (typeof MAIL_SECURITY)[number];
  user: string | null;
  password: string | null;
  /** tests only: accept a self-signed certificate */
  allowSelfSigned?: boolean;
}

export interface SmtpEnvelope {
  from: string;
  to: string;
}

export interface SmtpOptions {
  /** Longest wait for the server, at each step (connecting, greeting, every answer). */
  timeoutMs?: number;
}

/** Sends messages one after the other over one connection, opened at the first message. */
export interface SmtpSender {
  send(envelope: SmtpEnvelope, raw: Buffer): Promise<void>;
  /** Waits for the messages under way, then says goodbye to the server. */
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** Servers commonly end a session after some number of messages (100 is frequent): start a new one first. */
const MESSAGES_PER_CONNECTION = 100;

interface OpenConnection {
  smtp: SMTPConnection;
  ended: Promise<void>;
  alive: boolean;
  sent: number;
}

export async function sendBySmtp(
  account: SmtpAccount,
  envelope: SmtpEnvelope,
  raw: Buffer,
  options?: SmtpOptions,
): Promise<void> {
  const sender = smtpSender(account, options);
  try {
    await sender.send(envelope, raw);
  } finally {
    await sender.close();
  }
}

/** Connects and logs in, as a settings page checks an account before saving it. */
export async function verifySmtp(account: SmtpAccount, options?: SmtpOptions): Promise<void> {
  await quit(await open(account, options?.timeoutMs ?? DEFAULT_TIMEOUT_MS));
}

export function smtpSender(account: SmtpAccount, options?: SmtpOptions): SmtpSender {
  const timeoutMs = options?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let current: OpenConnection | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function deliver(envelope: SmtpEnvelope, raw: Buffer, mayRetry: boolean): Promise<void> {
    if (current && (!current.alive || current.sent >= MESSAGES_PER_CONNECTION)) {
      await quit(current);
      current = null;
    }
    const reused = current !== null;
    const connection = current ?? (await open(account, timeoutMs));
    current = connection;
    const message = Readable.from([raw], { objectMode: false });
    try {
      await new Promise<void>((resolve, reject) => {
        connection.smtp.send({ from: envelope.from, to: [envelope.to], size: raw.length }, message, (error) =>
          error ? reject(error) : resolve(),
        );
      });
      connection.sent += 1;
    } catch (error) {
      current = null;
      connection.smtp.close();
      const dataSent = message.readableDidRead;
      // A server may drop a connection that waited between two messages: nothing of this one went out.
      if (reused && mayRetry && !dataSent && isConnectionLoss(error)) return deliver(envelope, raw, false);
      throw deliveryError(error, dataSent);
    }
  }

  return {
    send(envelope, raw) {
      const sending = queue.then(() => deliver(envelope, raw, true));
      queue = sending.catch(() => {});
      return sending;
    },
    async close() {
      await queue;
      if (current) await quit(current);
      current = null;
    },
  };
}

async function open(account: SmtpAccount, timeoutMs: number): Promise<OpenConnection> {
  const smtp = new SMTPConnection({
    host: account.host,
    port: account.port,
    secure: account.security === 'ssl',
    requireTLS: account.security === 'starttls',
    ignoreTLS: account.security === 'none',
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    tls: account.allowSelfSigned ? { rejectUnauthorized: false } : undefined,
    logger: false,
  });
  // Errors also reach the callback of the command under way, or end an idle connection (`alive`
  // then turns false); unheard, an 'error' event would crash the process.
  smtp.on('error', () => {});
  const connection: OpenConnection = { smtp, ended: Promise.resolve(), alive: true, sent: 0 };
  connection.ended = new Promise((resolve) =>
    smtp.once('end', () => {
      connection.alive = false;
      resolve();
    }),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.connect((error) => (error ? reject(error) : resolve()));
    });
    const { user, password } = account;
    if (user !== null && password !== null) {
      await new Promise<void>((resolve, reject) =>
        smtp.login({ user, pass: password }, (error) => (error ? reject(error) : resolve())),
      );
    }
  } catch (error) {
    smtp.close();
    throw deliveryError(error, false);
  }
  return connection;
}

async function quit(connection: OpenConnection): Promise<void> {
  if (connection.alive) connection.smtp.quit();
  await connection.ended;
}

function isConnectionLoss(error: unknown): boolean {
  const { code, responseCode } = error as SMTPConnection.SMTPError;
  return responseCode === undefined && (code === 'ECONNECTION' || code === 'ESOCKET' || code === 'ETIMEDOUT');
}

function deliveryError(error: unknown, dataSent: boolean): MailDeliveryError {
  const { code, message, responseCode, permanent } = error as SMTPConnection.SMTPError;
  if (code === 'EAUTH' || code === 'ENOAUTH') return new MailDeliveryError('auth', message, true);
  // An error answer, even to the end of the data, means the server did not take the message.
  if (responseCode !== undefined) return new MailDeliveryError(permanent ? 'rejected' : 'connection', message, true);
  if (code === 'EENVELOPE' || code === 'EMESSAGE') return new MailDeliveryError('rejected', message, true);
  if (!dataSent) return new MailDeliveryError('connection', message, true);
  return new MailDeliveryError(code === 'ETIMEDOUT' ? 'timeout' : 'connection', message, false);
}
