import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../support/admin-session';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';

describe('background jobs (product administrator)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('are found from the settings hub: every queue by state and the latest failures; fit a phone', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signInAsAdmin(page);
    await page.goto('/account');
    // The new-release notice sits above the page after a sign-in.
    const notice = page.getByTestId('release-notice');
    await notice.waitFor();
    await notice.getByRole('button').click();
    await page.getByTestId('hub-adminJobs').click();
    await page.waitForURL('**/admin/jobs');
    await page.getByRole('heading', { name: 'Tâches en arrière-plan', level: 1 }).waitFor();

    const queues = page.getByRole('region', { name: 'Files d’attente' });
    const deliveries = queues.getByTestId('queue-row').filter({ hasText: 'communications.deliver' });
    await deliveries.waitFor();
    expect(await deliveries.innerText()).toContain('E-mails et SMS');
    for (const column of ['À faire', 'Plus tard', 'En cours', 'À réessayer', 'Abandonnées']) {
      await queues.getByRole('columnheader', { name: column }).waitFor();
    }
    // Failures, if other tests left some, or the sentence saying there are none.
    const failures = page.getByRole('region', { name: 'Derniers échecs' });
    await failures
      .getByTestId(/^failure(s-empty|-row)$/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await page.getByTestId('jobs-read-at').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize(PHONE_VIEWPORT);
    await page.getByTestId('queue-cards').getByTestId('queue-row').first().waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
