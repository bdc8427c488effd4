import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Tests talk to real programs from Debian's packages (Chromium, vdirsyncer, dovecot), never to
 * binaries downloaded from elsewhere. When `path` is missing and we are root, `apt-get install`
 * brings the package (after an `apt-get update` if the first try fails); otherwise the error
 * says what to install. Test files run in parallel workers: one lock file lets one apt-get run at
 * a time (dpkg's own lock would make the second fail), and the second finds the program installed.
 */
const APT_LOCK = '/tmp/driving-school-tests-apt.lock';

export function ensureDebianPackage(path: string, pkg: string): void {
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${path} is missing: install it with \`sudo apt-get install -y ${pkg}\``);
  console.log(`Installing Debian's ${pkg} for the tests…`);
  const apt = (args: string[]) =>
    spawnSync('flock', [APT_LOCK, 'apt-get', '-o', 'DPkg::Lock::Timeout=600', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (apt(['install', '-y', pkg]).status !== 0) {
    apt(['update']);
    if (apt(['install', '-y', pkg]).status !== 0) throw new Error(`apt-get install -y ${pkg} failed`);
  }
  if (!existsSync(path)) throw new Error(`${pkg} is installed but ${path} is still missing`);
}
