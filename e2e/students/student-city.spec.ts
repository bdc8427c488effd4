import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

describe('postcode and city of a student (issue 19)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('suggests 1004 Lausanne, and saves a typed city for a postcode the directory lacks', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true });
    await signIn(page, 'head@demo.ch');
    await page.goto('/students');
    await page.getByRole('button', { name: 'Nouvel élève' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="firstname"]').fill('Noé');
    await dialog.locator('input[name="name"]').fill('Neuquartier');
    await dialog.locator('input[name="birthDate"]').fill('17.05.2006');
    await dialog.locator('input[name="faber"]').fill('66.777.888');

    const postcode = dialog.locator('input[name="postcode"]');
    const city = dialog.locator('input[name="city"]');
    await postcode.fill('1004');
    await page.getByRole('option', { name: '1004' }).filter({ hasText: 'Lausanne' }).click();
    expect(await city.inputValue()).toBe('Lausanne');

    // A postcode the directory does not hold, and a city typed by hand: nothing stands in the way.
    await postcode.fill('9999');
    await city.fill('Hameau-Neuf');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Élève enregistré.').waitFor();
    // The dialog closes once saved (it may still be fading out as the notice shows).
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
