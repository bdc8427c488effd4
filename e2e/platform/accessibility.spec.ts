import type { Me } from '@ds/domain';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccess } from '../../apps/web/src/app/route-access';
import { type AppRoute, ROUTES } from '../../apps/web/src/app/routes';
import { signInAsAdmin } from '../support/admin-session';
import { apiCall } from '../support/api';
import { axeViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { DEMO_ROLE_ACCOUNTS } from '../support/demo-accounts';
import { signIn } from '../support/session';
import { navigate, settle, trackRequests } from '../support/settle';

/**
 * WCAG 2.2 AA floor: every route of the route table that a role may open, at phone and desktop
 * widths, checked by axe-core with no serious or critical violation, no sideways scrolling at
 * 375 px and no console error. Routes added to routes.ts are walked without changing this test.
 */
/** Values for the path parameters of the route table; optional ones are left out. */
const SAMPLE_PARAMS: Record<string, string> = {
  token: 'sample-token-0000000000000000000000000000',
  monitor: 'DEMOMONITOR1',
  article: 'ABC123',
  status: 'success',
};

function samplePath(route: AppRoute): string {
  return route.path.replace(/\/:(\w+)\?/g, '').replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? name);
}

/** Public pages are walked signed out; the others by those the router lets in (one rule for both). */
function reachable(route: AppRoute, me: Me | null): boolean {
  if (route.public) return me === null;
  return routeAccess(route, me) === 'open';
}

interface Finding {
  path: string;
  width: number;
  problem: string;
}

/** A failed answer a made-up link parameter asks for on purpose (its page says the link is invalid). */
const expectedFailure = (response: Response) => {
  const sent = `${response.url()} ${response.request().postData() ?? ''}`;
  return Object.values(SAMPLE_PARAMS).some((value) => sent.includes(value));
};

async function walk(page: Page, consoleErrors: string[], routes: AppRoute[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  // Failed answers are judged by their address, whenever they arrive; the browser's own log line
  // for each ("Failed to load resource") is left out of the console errors.
  const failedAnswers: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !expectedFailure(response)) {
      failedAnswers.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    for (const route of routes) {
      const path = samplePath(route);
      consoleErrors.length = 0;
      failedAnswers.length = 0;
      await navigate(page, path);
      // A route that forwards (`/` to a learner's dashboard) is judged where it lands.
      await settle(page);
      const add = (problem: string) => findings.push({ path, width: viewport.width, problem });
      for (const violation of await axeViolations(page)) add(violation);
      if (viewport === PHONE_VIEWPORT && (await overflowsHorizontally(page))) add('scrolls sideways at 375 px');
      for (const answer of failedAnswers) add(`failed answer: ${answer}`);
      for (const error of consoleErrors) {
        if (!error.startsWith('Failed to load resource:')) add(`console error: ${error.slice(0, 200)}`);
      }
    }
  }
  return findings;
}

async function openTrackedPage(browser: Browser) {
  const opened = await openPage(browser, '/login');
  await opened.page.addInitScript(trackRequests);
  await opened.page.goto('/login');
  return opened;
}

function report(findings: Finding[]): string {
  return findings.map((finding) => `${finding.path} @${finding.width}px: ${finding.problem}`).join('\n');
}

describe('accessibility of every route (axe-core, WCAG 2.2 AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('has no serious violation on the public pages, signed out', async () => {
    const { context, page, consoleErrors } = await openTrackedPage(browser);
    const routes = ROUTES.filter((route) => reachable(route, null));
    const findings = await walk(page, consoleErrors, [
      ...routes,
      { path: '/no-such-page', name: 'notFound', title: '' },
    ]);
    await context.close();
    expect(report(findings)).toBe('');
  });

  for (const account of DEMO_ROLE_ACCOUNTS) {
    it(`has no serious violation on any screen ${account} may open`, async () => {
      const { context, page, consoleErrors } = await openTrackedPage(browser);
      if (account === 'admin@demo.ch') await signInAsAdmin(page);
      else await signIn(page, account);
      const me = await apiCall<Me>(page, '/auth/me');
      const routes = ROUTES.filter((route) => reachable(route, me));
      expect(routes.length).toBeGreaterThan(3);
      const findings = await walk(page, consoleErrors, routes);
      await context.close();
      expect(report(findings)).toBe('');
    }, 600_000);
  }
});
