import { ImapFlow, type ImapFlowError, type ListResponse } from 'imapflow';
import { MailDeliveryError } from './mail-message';

export const IMAP_PORTS = [143, 993] as const;

export interface ImapAccount {
  host: string;
  port: (typeof IMAP_PORTS)[number];
  security: 'none' | 'ssl' | 'starttls';
  user: string;
  password: string;
  /** tests only: accept a self-signed certificate */
  allowSelfSigned?: boolean;
}

/** Names mail programs give the sent folder when the server does not mark it (RFC 6154 `\Sent`). */
const SENT_FOLDER_NAMES = [
  'Sent',
  'Sent Items',
  'Sent Messages',
  'Gesendet',
  'Gesendete Elemente',
  'Envoyés',
  'Éléments envoyés',
  'Inviati',
  'Posta inviata',
].map((name) => name.toLocaleLowerCase());

const TIMEOUT_MS = 30_000;

export async function findSentFolder(account: ImapAccount): Promise<string> {
  return withClient(account, (client) => sentFolder(client));
}

/** Files a copy of a sent message, marked as read, in the account's sent folder. */
export async function appendToSent(account: ImapAccount, raw: Buffer): Promise<{ folder: string }> {
  return withClient(account, async (client) => {
    const folder = await sentFolder(client);
    try {
      await client.append(folder, raw, ['\\Seen']);
    } catch (error) {
      // A refusal (NO or BAD, over the APPENDLIMIT) leaves the folder as it was; a connection lost on the way may not.
      const { responseStatus, serverResponseCode, message } = error as ImapFlowError;
      const refused = Boolean(responseStatus || serverResponseCode);
      throw new MailDeliveryError(refused ? 'rejected' : 'connection', message, refused);
    }
    return { folder };
  });
}

async function sentFolder(client: ImapFlow): Promise<string> {
  const mailboxes = await client.list();
  // imapflow also guesses special uses from names (specialUseSource 'name'): only the server's mark counts here.
  const marked = mailboxes.find((box) => box.specialUse === '\\Sent' && box.specialUseSource === 'extension');
  const named = SENT_FOLDER_NAMES.map((name) => mailboxes.find((box) => sameName(box, name))).find(Boolean);
  const folder = marked ?? named;
  if (!folder) throw new MailDeliveryError('no_sent_folder', 'the account has no sent folder', true);
  return folder.path;
}

function sameName(box: ListResponse, lowerCaseName: string): boolean {
  return !box.flags.has('\\Noselect') && box.name.normalize('NFC').toLocaleLowerCase() === lowerCaseName;
}

async function withClient<T>(account: ImapAccount, work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({
    host: account.host,
    port: account.port,
    secure: account.security === 'ssl',
    doSTARTTLS: account.security === 'ssl' ? undefined : account.security === 'starttls',
    auth: { user: account.user, pass: account.password },
    tls: account.allowSelfSigned ? { rejectUnauthorized: false } : undefined,
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  // Failures reach the command under way; unheard, an 'error' event would crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    client.close();
    const { authenticationFailed, message } = error as ImapFlowError;
    throw new MailDeliveryError(authenticationFailed ? 'auth' : 'connection', message, true);
  }
  try {
    return await work(client);
  } catch (error) {
    if (error instanceof MailDeliveryError) throw error;
    throw new MailDeliveryError('connection', (error as Error).message, true);
  } finally {
    await client.logout().catch(() => client.close());
  }
}
