/**
 * Registers the service worker that keeps the app shell, so that a reload without a network
 * still opens the app (the ongoing lesson above all). Only the built app has one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The app will not open offline: its service worker could not be registered.', error);
    });
  });
}
