import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { closeReleaseNotice } from '../support/release-notice';
import { signIn } from '../support/session';

interface Me {
  quickActions: string[];
  logo: string | null;
}

/** A PNG of that size drawn by the page's canvas. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.fillStyle = '#5f3dc4';
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png');
    },
    { width, height },
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The file at a (signed) address, in base64; null without one. */
function bytesAt(page: Page, url: string | null): Promise<string | null> {
  if (!url) return Promise.resolve(null);
  return page.evaluate(async (address) => {
    const bytes = new Uint8Array(await (await fetch(address)).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, url);
}

/** Puts back an image as it was: the same bytes uploaded again, or none. */
async function restoreImage(page: Page, path: string, base64: string | null) {
  await page.evaluate(
    async ({ path, base64 }) => {
      const authorization = `Bearer ${sessionStorage.getItem('token')}`;
      let response: Response;
      if (base64) {
        const form = new FormData();
        form.append('file', new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))]), 'restored.png');
        response = await fetch(`/api${path}`, { method: 'POST', headers: { authorization }, body: form });
      } else {
        response = await fetch(`/api${path}`, { method: 'DELETE', headers: { authorization } });
      }
      if (!response.ok) throw new Error(`restoring ${path} answered ${response.status}`);
    },
    { path, base64 },
  );
}

async function rowNames(page: Page): Promise<string[]> {
  return page.getByTestId('quick-action-row').locator('label').allTextContents();
}

async function savedChips(page: Page): Promise<string[]> {
  return (await apiCall<Me>(page, '/auth/me')).quickActions;
}

describe('my account: chips of my day, app logo, licence photo', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets the head order her chips by keyboard, keeps one at least, and opens their screens from her day; her licence photo and logo are stored, the logo shows in the top bar at once', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    // Other specs share the demo: what she had is put back at the end, whatever happens.
    const before = await apiCall<Me>(page, '/auth/me');
    const logoBefore = await bytesAt(page, before.logo);
    const photoBefore = await bytesAt(
      page,
      (await apiCall<{ url: string | null }>(page, '/account/licence-photo')).url,
    );
    try {
      await apiCall(page, '/account/quick-actions', {
        method: 'PUT',
        body: { actions: ['calendar', 'students', 'newStudent'] },
      });
      await page.goto('/account/me');
      await closeReleaseNotice(page);
      const chips = page.getByRole('region', { name: 'Raccourcis de ma journée' });
      await expect
        .poll(async () => (await rowNames(page)).slice(0, 3))
        .toEqual(['Calendrier', 'Élèves', 'Nouvel élève']);
      expect(await overflowsHorizontally(page)).toBe(false);

      // Lifted with Space, moved up one with the arrow, dropped with Space: saved at once.
      await chips.getByRole('button', { name: 'Déplacer Élèves', exact: true }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      await expect.poll(() => savedChips(page)).toEqual(['students', 'calendar', 'newStudent']);
      expect((await rowNames(page)).slice(0, 3)).toEqual(['Élèves', 'Calendrier', 'Nouvel élève']);

      await chips.getByRole('checkbox', { name: 'Nouvel élève' }).uncheck();
      await expect.poll(() => savedChips(page)).toEqual(['students', 'calendar']);
      await chips.getByRole('checkbox', { name: 'Calendrier' }).uncheck();
      await expect.poll(() => savedChips(page)).toEqual(['students']);

      // The last one stays (spec §5): refused on the spot, nothing sent.
      const last = chips.getByRole('checkbox', { name: 'Élèves', exact: true });
      await last.click();
      await chips.getByRole('alert').getByText('Au moins un raccourci doit être choisi.').waitFor();
      expect(await last.isChecked()).toBe(true);
      expect(await savedChips(page)).toEqual(['students']);

      await chips.getByRole('checkbox', { name: 'Nouvel élève' }).check();
      await expect.poll(() => savedChips(page)).toEqual(['students', 'newStudent']);

      // My day shows them in her order; a chip opens its screen with its dialog.
      await page.getByTestId('top-bar').getByRole('link', { name: 'Auto-école' }).click();
      const day = page.getByRole('navigation', { name: 'Raccourcis de ma journée' });
      await day.getByRole('link', { name: 'Élèves', exact: true }).waitFor();
      const shown = (await day.getByRole('link').allTextContents()).filter((text) => text !== '');
      expect(shown).toEqual(['Élèves', 'Nouvel élève']);
      expect(await overflowsHorizontally(page)).toBe(false);
      await day.getByRole('link', { name: 'Nouvel élève' }).click();
      await page.getByRole('dialog', { name: 'Nouvel élève' }).waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/students');
      await page.keyboard.press('Escape');

      // A photo of her driving licence.
      await page.goto('/account/me');
      const photo = page.getByTestId('licence-photo');
      await photo
        .locator('input[type="file"]')
        .setInputFiles({ name: 'permis.png', mimeType: 'image/png', buffer: await drawnPng(page, 640, 400) });
      await page.getByText('Photo enregistrée.').waitFor();
      const shownPhoto = photo.getByRole('img', { name: 'Photo de votre permis de conduire' });
      await expect.poll(() => shownPhoto.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(640);
      expect((await apiCall<{ url: string | null }>(page, '/account/licence-photo')).url).not.toBeNull();

      // Her app logo: refused too large (here), not an image and too small (by the server), then stored.
      const logo = page.getByTestId('app-logo');
      const logoInput = logo.locator('input[type="file"]');
      await logoInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1_100_000, 1) });
      await logo.getByText('Logo trop volumineux : il ne doit pas dépasser 1 Mo.').waitFor();
      await logoInput.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') });
      await logo.getByText('Le fichier n’est pas une image.').waitFor();
      await logoInput.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await drawnPng(page, 120, 40) });
      await logo.getByText('Logo trop petit : il doit mesurer au moins 185 × 50 px.').waitFor();
      await logoInput.setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await drawnPng(page, 400, 120),
      });
      await page.getByText('Logo enregistré.').waitFor();
      const topLogo = page.getByTestId('top-bar').getByRole('img', { name: 'Auto-école' });
      await expect.poll(() => topLogo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(400);
    } finally {
      await apiCall(page, '/account/quick-actions', { method: 'PUT', body: { actions: before.quickActions } });
      await restoreImage(page, '/account/logo', logoBefore);
      await restoreImage(page, '/account/licence-photo', photoBefore);
      await context.close();
    }
  });
});
