import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

/** What a phone would do first: sign in to the CalDAV root with Basic credentials. */
function propfindRoot(username: string, password: string) {
  return fetch(`${baseUrl()}/dav/`, {
    method: 'PROPFIND',
    headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`, depth: '0' },
  });
}

describe('phone calendar sync page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the address and user name, generates a password once, and revokes it', async () => {
    const { context, page, consoleErrors } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/account');
    await page.getByTestId('hub-phoneSync').click();
    await page.waitForURL('**/account/phone-sync');

    expect(await page.getByTestId('caldav-url').innerText()).toMatch(/^http:\/\/[^/]+\/dav\/$/);
    expect(await page.getByTestId('caldav-username').innerText()).toBe('head@demo.ch');

    await page.getByLabel('Nom du téléphone').fill('iPhone de test');
    await page.getByRole('button', { name: 'Générer un mot de passe' }).click();
    const password = (await page.getByTestId('new-app-password').innerText()).trim();
    expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){4}$/);
    expect((await propfindRoot('head@demo.ch', password)).status).toBe(207);

    // Once dismissed, the password is gone from the page: only its row stays.
    await page.getByRole('button', { name: 'Terminé' }).click();
    expect(await page.getByTestId('new-app-password').count()).toBe(0);
    await page.reload();
    const row = page.getByTestId('app-password-row').filter({ hasText: 'iPhone de test' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Créé le \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} · utilisé le/);
    expect(await page.content()).not.toContain(password);

    await row.getByRole('button', { name: 'Révoquer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Révoquer' }).click();
    await page.getByText('Mot de passe révoqué').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await propfindRoot('head@demo.ch', password)).status).toBe(401);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('makes a read-only ICS link of a calendar that a calendar app can read', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/account/phone-sync');
    const main = page.getByTestId('calendar-feed-row').filter({ hasText: 'Mon agenda' });
    await main.getByRole('button', { name: 'Créer un lien' }).click();
    const url = (await page.getByTestId('feed-url').innerText()).trim();
    expect(url).toMatch(/\/ics\/calendar\.ics\?token=/);
    const feed = await fetch(url.replace(/^http:\/\/[^/]+/, baseUrl()));
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    expect(await main.getByText('Lien actif').count()).toBe(1);
    await context.close();
  });

  it('fits a 375 px phone screen', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto('/account/phone-sync');
    await page.getByRole('button', { name: 'Générer un mot de passe' }).click();
    await page.getByTestId('new-app-password').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
