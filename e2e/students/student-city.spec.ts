import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

interface StoredAddress {
  id: string;
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string | null;
  billing: {
    street: string | null;
    houseNumber: string | null;
    postcode: string;
    city: string;
    country: string;
  } | null;
}

async function boxOf(input: Locator) {
  const box = await input.boundingBox();
  if (!box) throw new Error('input not shown');
  return box;
}

/** A FABER no demo student and no earlier run holds. */
function freshFaber(): string {
  const digits = String(Math.floor(Math.random() * 1_000_000_000)).padStart(9, '0');
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`;
}

/** Signs head@demo.ch in and opens the new student form with a person's names, birth date and FABER filled. */
async function newStudentForm(browser: Browser, viewport: typeof PHONE_VIEWPORT | undefined, faber: string) {
  const { context, page } = await openPage(browser, '/login', viewport, { touch: viewport === PHONE_VIEWPORT });
  await signIn(page, 'head@demo.ch');
  await page.goto('/students');
  await page.getByRole('button', { name: 'Nouvel élève' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="firstname"]').fill('Noé');
  await dialog.locator('input[name="name"]').fill('Neuquartier');
  await dialog.locator('input[name="birthDate"]').fill('17.05.2006');
  await dialog.locator('input[name="faber"]').fill(faber);
  return { context, page, dialog };
}

describe('postcode and city of a student (issue 19)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('suggests 1004 Lausanne, and saves a typed city for a postcode the directory lacks; street and number stacked at 375 px', async () => {
    const { context, page, dialog } = await newStudentForm(browser, PHONE_VIEWPORT, '66.777.888');
    // On a phone the building number comes under the street, and nothing scrolls sideways.
    const [streetBox, numberBox] = [
      await boxOf(dialog.locator('input[name="street"]')),
      await boxOf(dialog.locator('input[name="houseNumber"]')),
    ];
    expect(numberBox.y).toBeGreaterThan(streetBox.y + streetBox.height);
    expect(Math.abs(numberBox.x - streetBox.x)).toBeLessThan(2);
    expect(await overflowsHorizontally(page)).toBe(false);

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

  it('takes street and building number apart, side by side on a desktop, billing too, and shows them on the sheet', async () => {
    const faber = freshFaber();
    const { context, page, dialog } = await newStudentForm(browser, undefined, faber);

    const street = dialog.locator('input[name="street"]');
    const houseNumber = dialog.locator('input[name="houseNumber"]');
    await street.fill('Rue de Bourg');
    await houseNumber.fill('14a');
    // Side by side, the number narrow.
    const [streetBox, numberBox] = [await boxOf(street), await boxOf(houseNumber)];
    expect(Math.abs(streetBox.y - numberBox.y)).toBeLessThan(2);
    expect(numberBox.x).toBeGreaterThan(streetBox.x + streetBox.width);
    expect(numberBox.width).toBeLessThan(streetBox.width / 2);
    await dialog.locator('input[name="postcode"]').fill('1003');
    await dialog.locator('input[name="city"]').fill('Lausanne');

    // A billing address needs its street; its number may stay empty.
    await dialog.getByLabel('Adresse de facturation identique à l’adresse').uncheck();
    await dialog.locator('input[name="billing.postcode"]').fill('1950');
    await dialog.locator('input[name="billing.city"]').fill('Sion');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const billingStreet = dialog.locator('input[name="billing.street"]');
    await expect.poll(() => billingStreet.getAttribute('aria-invalid')).toBe('true');
    await billingStreet.fill('Case postale');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Élève enregistré.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const [found] = await apiCall<{ id: string }[]>(page, `/students?q=${faber.replace(/\D/g, '')}`);
    if (!found) throw new Error('student not listed');
    const stored = await apiCall<StoredAddress>(page, `/students/${found.id}`);
    expect(stored).toMatchObject({ street: 'Rue de Bourg', houseNumber: '14a', postcode: '1003', city: 'Lausanne' });
    expect(stored.billing).toEqual({
      street: 'Case postale',
      houseNumber: null,
      postcode: '1950',
      city: 'Sion',
      country: 'CH',
    });

    // The sheet writes the street line as people do: the number after the street.
    await page.goto(`/students/profile?id=${found.id}`);
    await page.getByText('Rue de Bourg 14a').waitFor();
    await page.getByText('Case postale').waitFor();
    await context.close();
  });
});
