import type { LinkRequest, MonitorSearchResult } from '@ds/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

describe('the /account settings hub (issue 19)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the head her settings by group, the wizard steps in order, and the requests waiting for her', async () => {
    const learner = await openPage(browser, '/login');
    await signIn(learner.page, 'learner@demo.ch');
    const [head] = await apiCall<MonitorSearchResult[]>(learner.page, '/monitors/search?q=Chef');
    if (!head) throw new Error('the demo head is not found by name');
    // Sent now, unless an earlier test sent it already.
    await apiCall(learner.page, '/link-requests', { method: 'POST', body: { monitorId: head.id } }).catch(() => null);
    await learner.context.close();

    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    const waiting = (await apiCall<LinkRequest[]>(page, '/link-requests')).filter(
      (request) => request.state === 'sent' && request.awaitingMe,
    ).length;
    expect(waiting).toBeGreaterThan(0);
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Paramètres' }).click();
    await page.waitForURL(/\/account$/);
    for (const group of ['Mon compte', 'Mon auto-école', 'Formation', 'Communication', 'Abonnements']) {
      await page.getByRole('heading', { name: group, exact: true }).waitFor();
    }
    const steps = await page.locator('#setup li').allInnerTexts();
    expect(steps.map((step) => step.trim())).toEqual([
      'Abonnements et licences',
      'Centrale de communication',
      'Synchronisation avec le téléphone',
    ]);
    expect((await page.getByTestId('pending-requests-count').innerText()).trim()).toBe(String(waiting));
    await page.getByTestId('hub-studentRequests').click();
    await page.waitForURL(/\/students\/requests$/);
    await page.goBack();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });

  it('invites a monitor without the admin licence to activate it instead of leading to /403', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'monitor@demo.ch');
    await page.goto('/account');
    const courses = page.getByTestId('hub-coursesAccount');
    await courses.getByText('Licence administrative requise').waitFor();
    await courses.click();
    await page.waitForURL(/\/account\/subscriptions$/);

    await page.getByRole('button', { name: 'Comptabilité' }).click();
    await page.getByRole('menuitem', { name: /^Chiffre d’affaires/ }).click();
    await page.waitForURL(/\/account\/subscriptions$/);
    await context.close();
  });
});
