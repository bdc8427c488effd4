import type { CommunicationLogEntry } from '@ds/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

type LogPage = { data: CommunicationLogEntry[]; page: { total: number } };

/** The log's first page as the API answers it (`{ data, page }`). */
function logPage(page: Page, search: string): Promise<LogPage> {
  return page.evaluate(async (query) => {
    const response = await fetch(`/api/communication-logs?${query}`, {
      headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` },
    });
    return (await response.json()) as LogPage;
  }, search);
}

describe('the communication log (/comm-logs)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lists the e-mails and SMS sent, and filters by SMS', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    // The demo seeds the head's log with e-mails and SMS.
    expect((await logPage(page, 'channel=email')).page.total).toBeGreaterThan(0);
    expect((await logPage(page, 'channel=sms')).page.total).toBeGreaterThan(0);
    await page.goto('/comm-logs');
    const rows = page.getByTestId('log-table').getByTestId('log-entry');
    await rows.first().waitFor();
    expect(await page.locator('[data-testid="log-entry"][data-channel="email"]').count()).toBeGreaterThan(0);
    const email = page.locator('[data-testid="log-entry"][data-channel="email"]').first();
    expect(await email.getByTestId('log-status').textContent()).toMatch(
      /^(Planifié|En cours d’envoi|Envoyé|Remis|Échec|Inconnu|Refusé|Annulé)$/,
    );

    await page
      .locator('input')
      .and(page.getByLabel('Type', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'SMS', exact: true }).click();
    await page.waitForURL(/[?&]channel=sms/);
    const total = (await logPage(page, 'channel=sms')).page.total;
    await expect.poll(() => page.locator('[data-testid="log-entry"][data-channel="email"]').count()).toBe(0);
    expect(await rows.count()).toBe(Math.min(total, 50));
    for (const channel of await page.getByTestId('log-channel').allTextContents()) expect(channel).toBe('SMS');
    await page.getByText(total > 1 ? `${total} messages` : `${total} message`, { exact: true }).waitFor();
    await context.close();
  });

  it('shows the log as cards on a phone, without scrolling sideways', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto('/comm-logs?channel=sms');
    await page.getByTestId('log-cards').getByTestId('log-entry').first().waitFor();
    expect(await page.getByTestId('log-table').count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
