import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_PATH } from './chromium';

/** Flags that keep Chromium from reaching for the network on this closed machine. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE_VIEWPORT = { width: 375, height: 740 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors seen so far (a CSP violation shows up here). */
  consoleErrors: string[];
}

export async function openPage(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = DESKTOP_VIEWPORT,
  options: {
    /** The browser's time zone, when it is not the machine's (Swiss in these tests). */
    timezoneId?: string;
    /**
     * The app's service worker precaches the whole shell on a first visit; only the tests of
     * what it does (offline reload, its security policy) let it run, the others skip that work.
     */
    serviceWorkers?: 'allow' | 'block';
    /** A touch screen (a phone): taps are counted and made with `locator.tap()`. */
    touch?: boolean;
    /** The browser's language (navigator.languages and Accept-Language), e.g. `de-CH`. */
    locale?: string;
  } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    timezoneId: options.timezoneId,
    serviceWorkers: options.serviceWorkers ?? 'block',
    hasTouch: options.touch,
    locale: options.locale,
    // The app honours the system's wish for less motion: no transition moves a target under a click.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(path);
  return { context, page, consoleErrors };
}

/** True when the page scrolls sideways (a layout broken at that width). */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
