import { defineConfig } from 'vitest/config';

/** Browser flows: one real server on a throw-away database, driven through Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    env: { TZ: 'Europe/Zurich' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
