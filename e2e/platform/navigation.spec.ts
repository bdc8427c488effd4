import type { Me } from '@ds/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOfPath } from '../../apps/web/src/app/layout/current-route';
import { routeAccess } from '../../apps/web/src/app/route-access';
import { type AppRoute, ROUTES } from '../../apps/web/src/app/routes';
import { signInAsAdmin } from '../support/admin-session';
import { apiCall } from '../support/api';
import { launchBrowser, openPage } from '../support/browser';
import { DEMO_ROLE_ACCOUNTS } from '../support/demo-accounts';
import { signIn } from '../support/session';
import { navigate, settle, trackRequests } from '../support/settle';

/**
 * Every screen has a home: from `/`, following the links a person can click (menus, dropdowns,
 * the /account hub, the pages' own links), each route a role may open is reached, and no link
 * lands on /403 or /404. A route added to routes.ts is held to this without changing the test.
 */

/**
 * Screens a flow opens rather than a link: during a lesson, on a provider's way back, and the
 * spec's /training-card, which forwards to its choice.
 */
const FLOW_ONLY = new Set(['lessonOn', 'lessonEnd', 'calendarProviderCallback', 'trainingCard']);
/**
 * Links to the same screen with other records (a student sheet per student) are followed this
 * often: enough that, when today's tasks on / link to students without lessons yet, the list's
 * students (who have some) are still opened.
 */
const VISITS_PER_ROUTE = 4;

const needsParameter = (route: AppRoute) => /\/:\w+(?!\?)(\/|$)/.test(route.path);
/**
 * The /x and /account/x aliases of an admin screen are one screen, and so are /subscriptions and
 * /account/subscriptions for all but the product administrator (his /subscriptions is the plans'
 * screen, reached from the Settings menu).
 */
const screenOf = (route: AppRoute, me: Me) =>
  route.name === 'subscriptions' && !me.roles.some(({ name }) => name === 'admin')
    ? 'accountSubscriptions'
    : route.name.replace(/Account$/, '');

/** The app's own links on the page, and those of any menu a button opens (menus draw their entries when open). */
async function linksOn(page: Page, openMenus: boolean): Promise<string[]> {
  const hrefs = new Set<string>();
  const collect = async () => {
    const found = await page.$$eval('a[href]', (anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
    );
    const origin = new URL(page.url()).origin;
    for (const href of found) {
      const url = new URL(href);
      if (url.origin === origin && !/^\/(api|dav|\.well-known)\b/.test(url.pathname))
        hrefs.add(url.pathname + url.search);
    }
  };
  // Sections folded away (a student sheet's) are opened as a person would, to see their links.
  const folded = page.locator('main .mantine-Accordion-control[aria-expanded="false"]');
  if ((await folded.count()) > 0) {
    // Each click unfolds one, so the first folded one is another section each time.
    for (let left = await folded.count(); left > 0; left--) await folded.first().click();
    await settle(page);
  }
  await collect();
  if (openMenus) {
    const header = page.locator('header');
    const triggers = header.locator('[aria-haspopup="menu"]');
    for (let index = 0; index < (await triggers.count()); index++) {
      await triggers.nth(index).click();
      await page.getByRole('menu').waitFor();
      await collect();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }
  }
  return [...hrefs];
}

interface Walk {
  reached: Set<string>;
  deadEnds: string[];
}

async function walkFromHome(page: Page, me: Me): Promise<Walk> {
  const reached = new Set<string>();
  const deadEnds: string[] = [];
  const visits = new Map<string, number>();
  const seen = new Set<string>(['/']);
  const queue: { path: string; from: string }[] = [{ path: '/', from: '(start)' }];
  while (queue.length > 0) {
    const { path, from } = queue.shift() as { path: string; from: string };
    await navigate(page, path);
    const landed = await settle(page).catch(() => null);
    if (landed === null) {
      deadEnds.push(`${path} (linked from ${from}) never finishes loading`);
      continue;
    }
    const route = routeOfPath(landed);
    if (!route || route.name === 'forbidden' || route.name === 'notFound') {
      deadEnds.push(`${path} (linked from ${from}) lands on ${landed}`);
      continue;
    }
    reached.add(screenOf(route, me));
    // A link to a screen that forwards (`/` to a learner's dashboard) reaches both.
    const linked = routeOfPath(path.split('?')[0] as string);
    if (linked) reached.add(screenOf(linked, me));
    const found = await linksOn(page, from === '(start)');
    for (const link of found) {
      const target = routeOfPath(link.split('?')[0] as string);
      const key = target ? target.name : link;
      if (seen.has(link) || (visits.get(key) ?? 0) >= VISITS_PER_ROUTE) continue;
      if (target?.public && target.name !== 'notFound') continue;
      seen.add(link);
      visits.set(key, (visits.get(key) ?? 0) + 1);
      queue.push({ path: link, from: landed });
    }
  }
  return { reached, deadEnds };
}

/** A placeholder for a screen a later issue builds is no screen to find yet. */
async function isPlaceholder(page: Page, route: AppRoute): Promise<boolean> {
  await navigate(page, route.path.replace(/\/:\w+\?/g, ''));
  await settle(page, route.name).catch(() => undefined);
  return (await page.getByTestId('not-available').count()) > 0;
}

describe('navigation: every screen is reachable by clicks', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const account of DEMO_ROLE_ACCOUNTS) {
    it(`leads ${account} from / to every screen he may open, and never to /403`, async () => {
      const { context, page } = await openPage(browser, '/login');
      await page.addInitScript(trackRequests);
      await page.goto('/login');
      if (account === 'admin@demo.ch') await signInAsAdmin(page);
      else await signIn(page, account);
      const me = await apiCall<Me>(page, '/auth/me');

      const { reached, deadEnds } = await walkFromHome(page, me);
      const unreached: string[] = [];
      for (const route of ROUTES) {
        if (route.public || FLOW_ONLY.has(route.name) || needsParameter(route)) continue;
        // Found from a student's sheet (the sheet from the list), when the user has students to open.
        if (route.opensWith === 'student' && !reached.has('studentProfile')) continue;
        if (routeAccess(route, me) !== 'open' || reached.has(screenOf(route, me))) continue;
        if (!(await isPlaceholder(page, route))) unreached.push(route.path);
      }
      await context.close();
      expect(deadEnds).toEqual([]);
      expect(unreached).toEqual([]);
    }, 300_000);
  }
});
