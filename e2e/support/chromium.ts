import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests use Debian's Chromium, never a downloaded browser. When it is missing and
 * we are root, it is installed with apt-get; otherwise the message says how.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with \`sudo apt-get install -y chromium\``);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const apt = (args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt(['install', '-y', 'chromium']).status !== 0) {
    apt(['update']);
    if (apt(['install', '-y', 'chromium']).status !== 0) throw new Error('apt-get install -y chromium failed');
  }
}
