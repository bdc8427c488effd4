import { ensureDebianPackage } from '../../apps/server/src/test/debian-package';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests use Debian's Chromium, never a downloaded browser. */
export function ensureChromium(): void {
  ensureDebianPackage(CHROMIUM_PATH, 'chromium');
}
