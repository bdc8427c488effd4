import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { lastMessage, signIn } from '../support/session';

const requestCard = (page: Page, name: string) => page.getByTestId('link-request').filter({ hasText: name });
const stateOf = async (page: Page, name: string) => requestCard(page, name).getByTestId('request-state').textContent();

describe('connection requests between a student and a monitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the student finds a monitor after 3 letters and asks him; the monitor accepts; the student sees his monitor', async () => {
    const student = await openPage(browser, '/login');
    await signIn(student.page, 'student@demo.ch');
    let searches = 0;
    student.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/monitors/search') searches += 1;
    });
    await student.page.goto('/students/requests');
    const search = student.page.getByLabel('Trouver votre moniteur');

    // Two letters: the search does not start.
    await search.fill('Ro');
    await student.page.waitForTimeout(600);
    expect(searches).toBe(0);
    expect(await student.page.getByTestId('monitor-result').count()).toBe(0);
    expect(await student.page.getByTestId('monitor-search-empty').count()).toBe(0);

    await search.fill('Xyz');
    await student.page.getByText('Aucun résultat.').waitFor();

    await search.fill('Ross');
    const result = student.page.getByTestId('monitor-result').filter({ hasText: 'Marco Rossi' });
    await result.waitFor();
    expect(await result.innerText()).toContain('Auto-école Démo · Lausanne');
    await result.getByRole('button', { name: 'Envoyer une demande' }).click();
    await student.page.getByText('Demande envoyée à Marco Rossi.').waitFor();
    await result.getByTestId('request-state').waitFor();
    expect(await result.getByTestId('request-state').textContent()).toBe('Envoyée');
    expect(await stateOf(student.page, 'Demande à Marco Rossi')).toBe('Envoyée');
    expect((await lastMessage('email', 'monitor@demo.ch')).body).toContain('Sophie Martin (student@demo.ch)');

    const monitor = await openPage(browser, '/login');
    await signIn(monitor.page, 'monitor@demo.ch');
    await monitor.page.goto('/students/requests');
    const incoming = requestCard(monitor.page, 'Sophie Martin');
    await incoming.waitFor();
    expect(await stateOf(monitor.page, 'Sophie Martin')).toBe('Envoyée');
    await incoming.getByRole('button', { name: 'Accepter' }).click();
    await monitor.page.getByText('Demande acceptée.').waitFor();
    await monitor.page
      .locator('[data-testid="link-request"][data-state="accepted"]', { hasText: 'Sophie Martin' })
      .waitFor();
    expect(await stateOf(monitor.page, 'Sophie Martin')).toBe('Acceptée');
    expect(await incoming.getByRole('button', { name: 'Accepter' }).count()).toBe(0);
    await monitor.context.close();

    await student.page.reload();
    await requestCard(student.page, 'Demande à Marco Rossi').waitFor();
    expect(await stateOf(student.page, 'Demande à Marco Rossi')).toBe('Acceptée');
    await student.page.goto('/account/mymonitor');
    const card = student.page.getByTestId('my-monitor').filter({ hasText: 'Marco Rossi' });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'monitor@demo.ch' }).getAttribute('href')).toBe(
      'mailto:monitor@demo.ch',
    );
    expect(await card.getByRole('link', { name: '079 000 00 02' }).getAttribute('href')).toBe('tel:+41790000002');
    expect(await card.innerText()).toContain('Auto-école Démo');
    await student.context.close();
  });

  it('shows a learner without a monitor the request he sent on My monitor, not just "not linked" (issue 19)', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'learner@demo.ch');
    await page.goto('/account/mymonitor');
    const pending = page.getByTestId('pending-requests');
    await pending.waitFor();
    const request = requestCard(page, 'Demande à Hélène Chef');
    expect(await stateOf(page, 'Demande à Hélène Chef')).toBe('Envoyée');
    expect(await request.innerText()).toMatch(/Envoyée le \d{2}\.\d{2}\.\d{4}/);
    expect(await page.getByText('Vous n’êtes encore lié à aucun moniteur.').count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });

  it('fits a phone: the requests page, my monitor and the dashboard without sideways scrolling', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'student@demo.ch');
    await page.goto('/students/requests');
    await page.getByLabel('Trouver votre moniteur').fill('Hél');
    await page.getByTestId('monitor-result').filter({ hasText: 'Hélène Chef' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);

    await page.goto('/account/mymonitor');
    await page.getByTestId('my-monitor').first().waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);

    await page.goto('/dashboard');
    // Tomorrow's lesson with the head (demo data).
    await page.getByTestId('dashboard-lessons').getByText('Leçon – autoroute').waitFor();
    await page.getByTestId('dashboard-tasks').waitFor();
    await page.getByTestId('dashboard-exams').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
