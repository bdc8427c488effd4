import { defineConfig } from 'vitest/config';

/** Unit and API tests of every workspace; the browser tests have their own config under e2e/. */
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // The repository's own rules (import boundaries).
      { extends: true, test: { name: 'repo', include: ['scripts/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/{src,cluster}/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // No test mocks modules or globals, so files share each worker's module cache: importing the whole server once per worker instead of once per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // The web app's `@/` alias (apps/web/vite.config.ts).
        resolve: { alias: { '@': new URL('apps/web/src', import.meta.url).pathname } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
