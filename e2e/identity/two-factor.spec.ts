import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

describe('two-factor enrolment (issue 19)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the key as a QR code drawn in the page, and copies the key with a spoken confirmation', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // A monitor may turn it on by choice; starting the enrolment does not turn it on. (Not
    // ceresio@demo.ch: the account-flows test changes his password.)
    await signIn(page, 'monitor@demo.ch');
    await page.goto('/account/security');
    await page.getByRole('button', { name: 'Activer' }).click();

    const qr = page.getByRole('img', { name: 'Code QR à scanner avec votre application d’authentification' });
    await qr.waitFor();
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    // Dozens of dark modules, not an empty frame.
    expect((await qr.locator('path').getAttribute('d'))?.split('M').length).toBeGreaterThan(100);
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);

    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByRole('button', { name: 'Copier la clé' }).click();
    await page.getByRole('status').filter({ hasText: 'Clé copiée' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
