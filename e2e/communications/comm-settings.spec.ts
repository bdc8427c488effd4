import type { CommunicationSettings, SettingsEffects } from '@ds/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { closeReleaseNotice } from '../support/release-notice';
import { signIn } from '../support/session';

/** The settings as the form sends them back (the product's accounts, as the demo head has them). */
function inputOf(settings: CommunicationSettings, patch: Partial<CommunicationSettings> = {}) {
  const { productSender: _sender, microsoft: _microsoft, smtp, imap, sms, ...rest } = { ...settings, ...patch };
  const stripped = <T extends { passwordSet: boolean }>(account: T | null) => {
    if (!account) return null;
    const { passwordSet: _set, ...fields } = account;
    return fields;
  };
  return { ...rest, smtp: stripped(smtp), imap: stripped(imap), sms: stripped(sms) };
}

describe('the communication settings (/comm-settings)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the form on a phone, and confirms what switching the WhatsApp link changes before saving it', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto('/comm-settings');
    await closeReleaseNotice(page);
    const form = page.getByRole('form', { name: 'Réglages des communications' });
    await form.waitFor();
    // The reminder templates follow the settings on the same page.
    await page.getByRole('heading', { name: 'Modèles de rappel' }).waitFor();
    await page.getByTestId('sms-credit-balance').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);

    const before = await apiCall<CommunicationSettings>(page, '/communication-settings');
    const effects = await apiCall<SettingsEffects>(page, '/communication-settings/effects', {
      method: 'POST',
      body: inputOf(before, { whatsappLink: !before.whatsappLink }),
    });
    expect(effects.remindersCustomised).toBeGreaterThan(0);

    const whatsapp = form.getByRole('switch', { name: 'Lien WhatsApp dans les SMS aux élèves' });
    await whatsapp.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => whatsapp.isChecked()).toBe(!before.whatsappLink);
    // The tests use the saved settings: unsaved, the test says so instead of running.
    const test = form.getByRole('button', { name: 'Envoyer un e-mail de test' });
    expect(await test.getAttribute('aria-disabled')).toBe('true');

    await form.getByRole('button', { name: 'Enregistrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'L’enregistrement change plus que ces réglages' });
    await dialog.waitFor();
    const verb = before.whatsappLink ? 'retirer le lien WhatsApp de' : 'ajouter le lien WhatsApp à';
    const count = effects.remindersCustomised;
    await dialog.getByText(`${verb} ${count} ${count > 1 ? 'modèles' : 'modèle'} de rappel`).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await dialog.getByRole('button', { name: 'Enregistrer et appliquer' }).click();
    await page.getByText('Réglages des communications enregistrés.').waitFor();

    const after = await apiCall<CommunicationSettings>(page, '/communication-settings');
    expect(after).toMatchObject({ whatsappLink: !before.whatsappLink, version: before.version + 1 });
    await expect.poll(() => test.getAttribute('aria-disabled')).toBeNull();

    // Back as it was, for the other tests.
    await apiCall(page, '/communication-settings', {
      method: 'PUT',
      body: inputOf(after, { whatsappLink: before.whatsappLink }),
    });
    await context.close();
  });
});
