import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { routeOfPath } from '../../apps/web/src/app/layout/current-route';

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

interface ScreenState {
  pathname: string;
  /** The route the layout draws (`main[data-route]`), null while a screen's code loads. */
  shown: string | null;
  /** No request in flight, no loader in sight, the document loaded. */
  idle: boolean;
}

function screenState(page: Page): Promise<ScreenState | null> {
  return page
    .evaluate(() => ({
      pathname: location.pathname,
      shown: document.querySelector('main[data-route]')?.getAttribute('data-route') ?? null,
      idle:
        (window as unknown as { pendingRequests?: number }).pendingRequests === 0 &&
        // A loader in a closed panel (a section fetched when opened) keeps nobody waiting.
        [...document.querySelectorAll('.mantine-Loader-root')].every(
          (loader) => !loader.checkVisibility() || loader.closest('[aria-hidden="true"]') !== null,
        ) &&
        document.readyState === 'complete',
    }))
    .catch(() => null); // a reload under way
}

/**
 * Waits until the screen is as the user sees it, for 100 ms on end: the page of `routeName`
 * drawn (by default, the page of the address the browser ended on, after any redirect), no
 * request in flight and no loader in sight. Needs `trackRequests`. Polled from here: a check
 * inside the page would be lost to a reload, and the router keeps the previous screen up while
 * the next one's code loads. Returns the address it settled on.
 */
export async function settle(page: Page, routeName?: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  let steady = null as { since: number; pathname: string } | null;
  while (Date.now() < deadline) {
    const state = await screenState(page);
    const drawn = state?.idle && state.shown === (routeName ?? routeOfPath(state.pathname)?.name ?? 'notFound');
    if (!state || !drawn) steady = null;
    else if (steady?.pathname !== state.pathname) steady = { since: Date.now(), pathname: state.pathname };
    else if (Date.now() - steady.since >= 100) return state.pathname;
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
