import type { Me, PhoneSync } from '@ds/domain';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQrCode } from '../../apps/server/src/test/qr-bill-reader';
import { apiCall } from '../support/api';
import { axeViolations } from '../support/axe';
import { baseUrl, launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { freshMonitor } from '../support/fresh-account';
import { closeReleaseNotice } from '../support/release-notice';
import {
  type ReceivedMail,
  saveSchoolMailServer,
  startSchoolMailServer,
  stopSchoolMailServer,
} from '../support/school-mail-server';
import { DEMO_PASSWORD, lastMessage, signIn } from '../support/session';

/** The last of the demo's keys to activate (account-flows.spec.ts activates the …0003 one). */
const DEMO_KEY = 'admn-2026-demo-0005';

/** A logo as a person makes one: 400×100 px, well above the 185×50 px minimum, a few KB. */
function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 100, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();
}

/** A photo straight from a camera: noise does not compress, so this PNG weighs about 3 MB. */
function oversizedPng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1000,
      height: 1000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The wizard's step on screen: its heading, focusable so that moving there puts the focus on it. */
const stepHeading = (page: Page) => page.locator('#setup-step-title');

async function waitForStep(page: Page, title: string) {
  await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
}

/**
 * Next, then the new step's title has the focus, the move is saved on the server (said to screen
 * readers), and axe finds nothing serious on the step.
 */
async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await waitForStep(page, title);
  await expect.poll(() => stepHeading(page).evaluate((heading) => heading === document.activeElement)).toBe(true);
  await page.getByRole('status').getByText('Progression enregistrée.').waitFor();
  expect(await axeViolations(page)).toEqual([]);
}

async function chooseLogo(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByTestId('app-logo').locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

/** The text the QR code on screen holds, read from its picture as a phone's camera would. */
async function qrText(page: Page, name: string): Promise<string | null> {
  const qr = page.getByRole('img', { name });
  await qr.waitFor();
  // Enlarged without smoothing, so each module is a clean block of pixels.
  const shot = await sharp(await qr.screenshot())
    .resize({ width: 800, kernel: 'nearest' })
    .png()
    .toBuffer();
  return readQrCode(shot);
}

describe('the configuration wizard (issue 28)', () => {
  let browser: Browser;
  let smtp: SMTPServer;
  const received: ReceivedMail[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    smtp = await startSchoolMailServer(received);
  });
  afterAll(async () => {
    await browser.close();
    await stopSchoolMailServer(smtp);
  });

  it('guides a new monitor from his sign-up through every step on a phone, and his logo and chips are there when he comes back', async () => {
    const username = `assistant.${Date.now().toString(36)}@example.ch`;
    const { context, page } = await openPage(browser, '/signup', PHONE_VIEWPORT);
    await page.getByRole('radio', { name: 'Moniteur ou monitrice de conduite' }).check();
    await page.locator('input[name="firstname"]').fill('Luca');
    await page.locator('input[name="name"]').fill('Bernasconi');
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="new-password"]').fill(DEMO_PASSWORD);
    await page.locator('input[name="confirmation"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByTestId('signup-done').waitFor();
    const token = /\/register\/([\w-]+)/.exec((await lastMessage('email', username)).body)?.[1];
    await page.goto(`/register/${token}`);
    await page.getByTestId('register-done').waitFor();

    // Signed in, he lands in the wizard by itself, at its first step.
    await page.goto('/login');
    await signIn(page, username);
    await page.waitForURL('**/account/setup');
    await closeReleaseNotice(page);
    await waitForStep(page, 'Activer ou acheter votre licence');
    expect(await page.getByTestId('setup-step-licence').getAttribute('aria-current')).toBe('step');
    expect(await overflowsHorizontally(page)).toBe(false);

    // Licence: /account/subscriptions' activation, with one of the demo's keys.
    await page.locator('input[name="licence-key"]').fill(DEMO_KEY);
    await page.getByRole('button', { name: 'Activer la licence' }).click();
    await page.getByText('••••-••••-••••-0005').first().waitFor();

    // Communications: skipping first says what it costs (spec §4); he stays and sets his own server.
    await next(page, 'L’envoi de vos e-mails');
    await page.getByRole('button', { name: 'Passer cette étape' }).click();
    const skip = page.getByRole('dialog', { name: 'Passer les réglages des communications ?' });
    await skip.getByText('les élèves ne peuvent pas répondre aux e-mails').waitFor();
    await skip.getByRole('button', { name: 'Rester et les régler' }).click();
    await skip.waitFor({ state: 'detached' });
    const form = page.getByRole('form', { name: 'Réglages des communications' });
    await saveSchoolMailServer(page, form);
    await form.getByRole('button', { name: 'Envoyer un e-mail de test' }).click();
    await form.getByText(`E-mail de test envoyé à ${username}`).waitFor();
    await expect.poll(() => received.some((mail) => mail.to.includes(username))).toBe(true);
    expect(await overflowsHorizontally(page)).toBe(false);

    // Phone: the connection details with a fresh app password, and a QR code per platform.
    await next(page, 'Votre agenda sur votre téléphone');
    await page.getByRole('button', { name: 'Générer un mot de passe' }).click();
    await page.getByTestId('new-app-password').waitFor();
    const sync = await apiCall<PhoneSync>(page, '/accounts/me/app-passwords');
    // The iPhone's code: the signed address (signed anew at each reading) of his calendar's profile.
    const appleQr = 'Code QR du profil de calendrier, à scanner avec l’appareil photo de l’iPhone';
    const profile = new URL((await qrText(page, appleQr)) ?? '');
    expect(profile.pathname).toBe(new URL(sync.appleProfileUrl).pathname);
    const download = await fetch(`${baseUrl()}${profile.pathname}${profile.search}`);
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('<string>com.apple.caldav.account</string>');
    await page.getByRole('radiogroup', { name: 'Votre téléphone' }).getByText('Android').click();
    expect(await qrText(page, 'Code QR de l’adresse du serveur, à scanner dans DAVx⁵')).toBe(sync.caldavUrl);
    expect(await overflowsHorizontally(page)).toBe(false);

    // Logo: a non-image and a file over 1 MB are refused with the spec's words (§8), then his logo is kept.
    await next(page, 'Votre logo');
    await chooseLogo(page, 'logo.png', 'image/png', Buffer.from('not a picture at all'));
    await page.getByText('Le fichier n’est pas une image.').waitFor();
    await chooseLogo(page, 'photo.png', 'image/png', await oversizedPng());
    await page.getByText('Logo trop volumineux : il ne doit pas dépasser 1 Mo.').waitFor();
    await chooseLogo(page, 'logo.png', 'image/png', await logoPng());
    await page.getByText('Logo enregistré.').waitFor();
    expect((await apiCall<Me>(page, '/auth/me')).logo).toBeTruthy();

    // End: finished, he signs out and in again, as the step asks.
    await next(page, 'C’est prêt');
    await page.getByRole('button', { name: 'Terminer' }).click();
    await page.getByTestId('setup-finished').waitFor();
    expect((await apiCall<Me>(page, '/auth/me')).setup).toEqual({ step: 'end', done: true });
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('button', { name: 'Me déconnecter et me reconnecter' }).click();
    await page.waitForURL('**/login');
    await signIn(page, username);
    await closeReleaseNotice(page);
    // Done, the wizard no longer opens by itself: his day, his logo in the top bar, his chips.
    const chips = page.getByTestId('quick-action-chips');
    await chips.waitFor();
    expect(await chips.getByRole('link').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/');
    const topLogo = page.getByTestId('top-bar').locator('img').first();
    expect(await topLogo.getAttribute('src')).not.toContain('product-logo');
    await expect.poll(() => topLogo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(400);
    await context.close();
  });

  it('resumes at the step where he left it, in another browser', async () => {
    const username = await freshMonitor('reprise');
    const first = await openPage(browser, '/login');
    await signIn(first.page, username);
    await first.page.waitForURL('**/account/setup');
    await closeReleaseNotice(first.page);
    await waitForStep(first.page, 'Activer ou acheter votre licence');
    // Without the admin licence, the communications step says it comes first; he skips it.
    await next(first.page, 'L’envoi de vos e-mails');
    await first.page.getByText('La licence administrative d’abord').waitFor();
    await first.page.getByRole('button', { name: 'Passer cette étape' }).click();
    await first.page.getByRole('button', { name: 'Passer quand même' }).click();
    await waitForStep(first.page, 'Votre agenda sur votre téléphone');
    await first.page.getByTestId('setup-saved').getByText('Progression enregistrée.').waitFor();
    await first.context.close();

    const other = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(other.page, username);
    await other.page.waitForURL('**/account/setup');
    await closeReleaseNotice(other.page);
    await waitForStep(other.page, 'Votre agenda sur votre téléphone');
    expect(await other.page.getByTestId('setup-step-phoneSync').getAttribute('aria-current')).toBe('step');

    // Closed, it keeps its step but no longer opens by itself; the profile menu opens it there.
    await other.page.getByRole('button', { name: 'Fermer l’assistant' }).click();
    await other.page.waitForURL((url) => url.pathname === '/');
    expect((await apiCall<Me>(other.page, '/auth/me')).setup).toEqual({ step: 'phoneSync', done: true });
    await other.page.getByTestId('profile-menu').click();
    await other.page.getByRole('menuitem', { name: 'Assistant de configuration' }).click();
    await waitForStep(other.page, 'Votre agenda sur votre téléphone');
    await other.context.close();
  });
});
