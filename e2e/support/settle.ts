import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';

/** Counts the page's API calls in flight (an init script), so a screen is judged once its data is in. */
export function trackRequests() {
  const state = window as unknown as { pendingRequests: number };
  state.pendingRequests = 0;
  const fetch = window.fetch.bind(window);
  window.fetch = async (...args) => {
    state.pendingRequests++;
    try {
      return await fetch(...args);
    } finally {
      state.pendingRequests--;
    }
  };
}

/**
 * The screen as the user sees it: the route's page drawn (the layout marks it; any route when
 * none is named), no request in flight and no loader in sight, for 100 ms on end. Needs `trackRequests`.
 * Polled from here: a check inside the page would be lost to a reload under way.
 */
export async function settle(page: Page, routeName?: string) {
  const deadline = Date.now() + 15_000;
  let idleSince: number | null = null;
  while (Date.now() < deadline) {
    const idle = await page
      .evaluate(
        (name) =>
          document.querySelector(name ? `main[data-route="${name}"]` : 'main[data-route]') !== null &&
          (window as unknown as { pendingRequests?: number }).pendingRequests === 0 &&
          // A loader in a closed panel (a section fetched when opened) keeps nobody waiting.
          [...document.querySelectorAll('.mantine-Loader-root')].every(
            (loader) => !loader.checkVisibility() || loader.closest('[aria-hidden="true"]') !== null,
          ) &&
          document.readyState === 'complete',
        routeName,
      )
      .catch(() => false);
    if (!idle) idleSince = null;
    else if (idleSince === null) idleSince = Date.now();
    else if (Date.now() - idleSince >= 100) return;
    await sleep(50);
  }
  throw new Error(`the screen ${routeName ?? ''} did not settle within 15 s`);
}

/** Opens a path as a click on a link does: the router follows, the app is not loaded again. */
export async function navigate(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
