import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** Addresses the server answers itself; the service worker never replaces them with the app shell. */
const SERVER_PATHS = [/^\/api\//, /^\/dav(\/|$)/, /^\/\.well-known\//];

export default defineConfig({
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
  },
});
