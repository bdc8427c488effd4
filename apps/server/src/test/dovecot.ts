import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chown, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from './debian-package';

export interface Dovecot {
  host: string;
  port: number;
  user: string;
  password: string;
  stop(): Promise<void>;
  /** The raw messages of a folder (`INBOX`, `Sent`…), read from the maildir. */
  messagesIn(folder: string): Promise<string[]>;
}

const DOVECOT = '/usr/sbin/dovecot';
const USER = 'ecole@demo.ch';
const PASSWORD = 'imap-test-password';

/**
 * A Dovecot instance of its own (Debian's package) in a temporary directory: plain IMAP on a free
 * port of 127.0.0.1, one user, maildir, a `Sent` folder marked `\Sent` (RFC 6154) unless
 * `markSent` is false (then no sent folder at all). Dovecot refuses to give a mail session root's
 * uid, so as root every process of the instance runs as `nobody`; otherwise as the current user.
 */
export async function startDovecot(options: { markSent?: boolean } = {}): Promise<Dovecot> {
  ensureDebianPackage(DOVECOT, 'dovecot-core');
  ensureDebianPackage('/usr/lib/dovecot/imap', 'dovecot-imapd');
  const runAs = process.getuid?.() === 0 ? 'nobody' : userInfo().username;
  const { uid, gid, group } = systemUser(runAs);
  const dir = await mkdtemp(join(tmpdir(), 'dovecot-'));
  const mailHome = join(dir, 'mail');
  await mkdir(mailHome);
  await chown(dir, uid, gid);
  await chown(mailHome, uid, gid);
  const port = await freePort();
  await writeFile(join(dir, 'users'), `${USER}:{PLAIN}${PASSWORD}:${uid}:${gid}::${mailHome}\n`);
  await writeFile(join(dir, 'dovecot.conf'), config({ dir, port, runAs, group, markSent: options.markSent ?? true }));

  const child = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilReady(port, child);
  } catch (error) {
    child.kill();
    await exited;
    const log = await readFile(join(dir, 'dovecot.log'), 'utf8').catch(() => '');
    await rm(dir, { recursive: true, force: true });
    throw new Error(`Dovecot did not start: ${(error as Error).message}\n${log}`);
  }

  return {
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    async stop() {
      child.kill();
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
    async messagesIn(folder) {
      const maildir = join(mailHome, 'Maildir', folder === 'INBOX' ? '' : folder);
      const messages: string[] = [];
      for (const sub of ['new', 'cur']) {
        const files = await readdir(join(maildir, sub)).catch(() => []);
        for (const file of files.sort()) messages.push(await readFile(join(maildir, sub, file), 'utf8'));
      }
      return messages;
    },
  };
}

interface Settings {
  dir: string;
  port: number;
  runAs: string;
  group: string;
  markSent: boolean;
}

function config({ dir, port, runAs, group, markSent }: Settings): string {
  const sent = markSent ? 'mailbox Sent {\n    special_use = \\Sent\n    auto = subscribe\n  }' : '';
  return `
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = dovecot-test-${port}
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_login_user = ${runAs}
default_internal_user = ${runAs}
default_internal_group = ${group}
mail_location = maildir:~/Maildir:LAYOUT=fs
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
}
namespace inbox {
  inbox = yes
  separator = /
  ${sent}
}
service imap-login {
  chroot =
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
# chroot needs root; without it the instance also runs as an ordinary user
service anvil {
  chroot =
}
`;
}

function systemUser(name: string): { uid: number; gid: number; group: string } {
  const id = (flag: string) => spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim();
  return { uid: Number(id('-u')), gid: Number(id('-g')), group: id('-gn') };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Until the greeting says "ready": the first connections may get "Waiting for authentication process". */
async function waitUntilReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    if (await greets(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no IMAP greeting within 15 s');
}

function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const done = (ready: boolean) => {
      socket.destroy();
      resolve(ready);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (/ ready\.\r\n/.test(text)) done(true);
    });
  });
}
