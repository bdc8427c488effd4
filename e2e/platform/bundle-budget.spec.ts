import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from '../support/browser';
import {
  BUDGETS,
  builtScripts,
  gzKb,
  loginFormShown,
  recordScripts,
  type Script,
  scriptsOfFirstVisit,
  totalGzKb,
} from '../support/bundle';
import { signIn } from '../support/session';

/** The build the server under test serves (`npm run build` ran before the browser tests). */
const DIST_DIR = new URL('../../apps/web/dist/', import.meta.url).pathname;

const listed = (scripts: Script[]) =>
  [...scripts]
    .sort((a, b) => b.gzBytes - a.gzBytes)
    .map((script) => `${script.name} ${gzKb(script)} KB`)
    .join(', ');

describe('size budgets (issue 16)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it(`loads at most ${BUDGETS.loginJsGzKb} KB of JavaScript (gzip) on a first visit to /login`, async () => {
    const scripts = await scriptsOfFirstVisit(browser, baseUrl(), '/login', loginFormShown);
    expect(totalGzKb(scripts), listed(scripts)).toBeLessThanOrEqual(BUDGETS.loginJsGzKb);
  });

  it(`keeps every script of the build under ${BUDGETS.chunkGzKb} KB gzip`, async () => {
    const scripts = await builtScripts(DIST_DIR);
    expect(scripts.length).toBeGreaterThan(0);
    expect(listed(scripts.filter((script) => gzKb(script) > BUDGETS.chunkGzKb))).toBe('');
  });

  it("downloads the calendar's code on the calendar page only", async () => {
    const { context, page } = await openPage(browser, '/login');
    const recorded = recordScripts(page);
    await signIn(page, 'head@demo.ch');
    for (const path of ['/', '/students', '/account', '/account/security']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(listed((await recorded()).filter((script) => script.calendar))).toBe('');

    await page.goto('/calendar');
    await page.locator('.fc-timeGridWeek-view').waitFor();
    expect((await recorded()).some((script) => script.calendar)).toBe(true);
    await context.close();
  });
});
