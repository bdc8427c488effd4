import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** Addresses the server answers itself; the service worker never replaces them with the app shell. */
const SERVER_PATHS = [/^\/api\//, /^\/dav(\/|$)/, /^\/\.well-known\//];

/** The business areas' entry files, `src/features/<area>/index.ts`. */
const AREA_INDEX = /\/src\/features\/[^/]+\/index\.ts$/;

export default defineConfig({
  // `@/lib/x` is apps/web/src/lib/x, wherever the importing file sits (tsconfig.json's `paths`).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    react(),
    // The app shell (HTML, scripts, styles, locales bundled in) is precached, so a reload without
    // a network still opens the page, above all the ongoing lesson (issue 7). The API is never cached.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'Auto-école',
        short_name: 'Auto-école',
        start_url: '/',
        display: 'standalone',
        theme_color: '#1c5fb8',
        background_color: '#ffffff',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: SERVER_PATHS,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/dav': api },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the build targets preloads modules itself. A lazy page's scripts load from its
    // own imports; only its styles are preloaded with it (no flash of unstyled page). Listing every
    // page's scripts in the shell cost /login 4 KB gzip and grew with every page.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_filename, dependencies) => dependencies.filter((file) => file.endsWith('.css')),
    },
    rolldownOptions: {
      // An area's index.ts only re-exports: a page importing one hook through it gets that hook's
      // module, not every module the index names (which would share one chunk between the pages).
      treeshake: { moduleSideEffects: (id) => (AREA_INDEX.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            // Vendors that change seldom keep their cached copy across releases.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            // The calendar view's libraries, in two files under 100 KB gzip each; luxon goes first,
            // or the FullCalendar group takes it along as a dependency of its luxon plugin.
            { name: 'fullcalendar', test: /node_modules[\\/](@fullcalendar|preact)[\\/]/, priority: 2 },
            { name: 'luxon', test: /node_modules[\\/]luxon[\\/]/, priority: 3 },
            // The turnover chart's libraries, in two files under 100 KB gzip each, fetched by the chart
            // alone: recharts, and the scales and state it draws with (d3 through victory-vendor,
            // Redux Toolkit, immer). What it shares with the drag and drop of other screens (redux,
            // react-redux, tiny-invariant) is a small group of its own, so those screens never fetch
            // the chart's files. Below the shell (which keeps what the first page needs) and, at one
            // priority, taken in this order: a group takes along the dependencies no earlier group took.
            {
              name: 'react-state',
              test: /node_modules[\\/](redux|react-redux|tiny-invariant)[\\/]/,
              priority: 0,
            },
            {
              name: 'chart-scales',
              test: /node_modules[\\/](victory-vendor|d3-[a-z-]+|internmap|@reduxjs|immer|reselect|decimal\.js-light)[\\/]/,
              priority: 0,
            },
            { name: 'recharts', test: /node_modules[\\/]recharts[\\/]/, priority: 0 },
            // The entry awaits its first texts (top-level await) while a language's list of catalogues
            // loads: that list must not import the waiting entry's file, so the preload helper every
            // lazy import goes through is a file of its own.
            { name: 'preload', test: /vite[\\/]preload-helper/, priority: 3 },
            // What index.html loads anyway, in one file rather than dozens of small ones.
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
