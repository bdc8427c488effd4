import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, launchBrowser, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { type OwnServer, startOwnServer, stopOwnServer } from '../support/own-server';
import { signIn } from '../support/session';

/**
 * Linking a Google calendar (issue 27 §4) through the Google simulator the server starts
 * (PROVIDER_SIMULATORS): the consent page, back at /gc, the choice of calendar, the status. On a
 * server of its own: the link changes monitor@demo.ch's calendars.
 */
describe('the Google calendar link (/calendar/settings → Google → /gc)', () => {
  let server: OwnServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startOwnServer('google', { PROVIDER_SIMULATORS: 'true', JOBS_POLLING_SECONDS: '0.5' }),
      launchBrowser(),
    ]);
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: DESKTOP_VIEWPORT,
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
      locale: 'fr-CH',
    });
    page = await context.newPage();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await stopOwnServer(server);
  });

  it('links through the consent page, chooses the calendar and shows the link active', async () => {
    await signIn(page, 'monitor@demo.ch');
    await page.goto('/calendar/settings');
    const section = page.getByRole('heading', { name: 'Calendrier Google' });
    await section.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Lier votre calendrier Google' }).click();
    await page.waitForURL(/\/o\/oauth2\/v2\/auth\?/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Google (simulator)');
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back at /gc, handed on, then the settings ask which calendar.
    await page.waitForURL(/\/calendar\/settings$/, { timeout: 20_000 });
    await page.getByText('Choisissez un calendrier').waitFor();
    await page.getByText('autoecole.demo@gmail.com').waitFor();
    const choice = page.getByTestId('google-calendar-choice');
    await expect.poll(() => choice.inputValue(), { timeout: 10_000 }).toBe('Autoécole Démo');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.setViewportSize(DESKTOP_VIEWPORT);

    await page.getByRole('button', { name: 'Enregistrer et synchroniser' }).click();
    await page.getByText('Lié', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText(/Synchronisé avec Autoécole Démo/).waitFor();
    await page.getByText(/Dernière synchronisation le/).waitFor();
    // The demo runs on plain http: Google's changes are fetched by the rounds.
    await page.getByText('Les changements de Google sont relevés toutes les quelques minutes.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);

  it('unlinks, deleting nothing unless asked', async () => {
    await page.getByRole('button', { name: 'Délier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Délier le calendrier Google' });
    await dialog.waitFor();
    await dialog.getByLabel('Supprimer ici les copies des événements de Google').check();
    await dialog.getByRole('button', { name: 'Délier' }).click();
    await page.getByRole('button', { name: 'Lier votre calendrier Google' }).waitFor();
  }, 60_000);
});
