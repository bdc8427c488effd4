import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally } from '../support/browser';
import { signIn } from '../support/session';

const PHONE = { width: 375, height: 800 };
const MORE_TEXT = ' Merci de confirmer votre présence en répondant à ce message.'.repeat(3);

async function openReminders(page: Page) {
  await signIn(page, 'head@demo.ch');
  await page.goto('/comm-settings');
  await page.getByTestId('reminder-list').waitFor();
  // The new-release notice sits above everything, dialogs included: closed as a person would.
  const notice = page.getByTestId('release-notice');
  await notice.waitFor();
  await notice.getByRole('button').click();
}

async function insertTagAt(page: Page, caret: number, tag: string) {
  await page.getByLabel('Texte du rappel').evaluate((element, at) => {
    (element as HTMLTextAreaElement).setSelectionRange(at, at);
  }, caret);
  await page.getByRole('button', { name: 'Insérer une balise' }).click();
  await page.getByRole('menuitem', { name: `{${tag}}` }).click();
}

/** The number of characters one SMS holds, as the counter words it. */
async function charactersPerSms(page: Page): Promise<number> {
  const text = await page.getByTestId('sms-encoding').innerText();
  return Number(text.match(/(\d+) caractères par SMS/)?.[1]);
}

describe('reminder templates', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('writes an SMS template with tags at the cursor, a live preview and the SMS counter', async () => {
    const { context, page } = await openPage(browser, '/login');
    await openReminders(page);
    const list = page.getByTestId('reminder-list');
    expect(await list.innerText()).toContain('Rappel leçon (SMS)');
    expect(await list.innerText()).toContain('Rappel de cours (e-mail)');

    const name = `Rappel test ${Date.now()}`;
    await page.getByRole('button', { name: 'Nouveau modèle' }).click();
    // The template's dialog: the communication settings on the same page have SMS fields of their own.
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nom du modèle').fill(name);
    expect(await dialog.getByLabel('SMS', { exact: true }).isChecked()).toBe(true);
    const text = dialog.getByLabel('Texte du rappel');
    await text.fill('Bonjour , rendez-vous le .');

    await insertTagAt(page, 'Bonjour '.length, 'firstname');
    await insertTagAt(page, 'Bonjour {firstname}, rendez-vous le '.length, 'date');
    // Focus and caret came back right after the tag: typing goes on from there.
    await page.keyboard.type(' à 14:00');
    expect(await text.inputValue()).toBe('Bonjour {firstname}, rendez-vous le {date} à 14:00.');

    const preview = await page.getByTestId('template-preview').innerText();
    expect(preview).toContain('Bonjour Léa, rendez-vous le ');
    expect(preview).toMatch(/\d{2}\.\d{2}\.\d{4} à 14:00\./);
    const counter = page.getByTestId('sms-counter');
    expect(await counter.getAttribute('data-encoding')).toBe('GSM-7');
    expect(await page.getByTestId('sms-length').innerText()).toContain('· 1 SMS ·');
    expect(await page.getByTestId('sms-several').count()).toBe(0);
    const gsmPerSms = await charactersPerSms(page);
    expect(gsmPerSms).toBe(160);

    await text.fill(`${await text.inputValue()}${MORE_TEXT}`);
    await page.getByTestId('sms-several').waitFor();
    expect(await page.getByTestId('sms-several').innerText()).toContain(
      'Ce texte nécessite 2 SMS : chacun est facturé.',
    );
    expect(await page.getByTestId('sms-length').innerText()).toContain('· 2 SMS ·');
    expect(await page.getByTestId('sms-credits').innerText()).toMatch(/2 à 3[.,]5 crédits/);

    await text.fill(`${await text.inputValue()} 🚗`);
    await page.locator('[data-testid="sms-counter"][data-encoding="UCS-2"]').waitFor();
    expect(await page.getByTestId('sms-encoding').innerText()).toContain('UCS-2');
    expect(await charactersPerSms(page)).toBeLessThan(gsmPerSms);
    expect(Number(await counter.getAttribute('data-segments'))).toBeGreaterThan(2);

    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('reminder-list').getByText(name).waitFor();
    await context.close();
  });

  it('refuses an empty name with a translated message next to the field', async () => {
    const { context, page } = await openPage(browser, '/login');
    await openReminders(page);
    await page.getByRole('button', { name: 'Nouveau modèle' }).click();
    await page.getByLabel('Texte du rappel').fill('Bonjour {firstname}');
    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();

    const nameInput = page.getByLabel('Nom du modèle');
    expect(await nameInput.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await nameInput.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()));
    expect(messages).toContain('Obligatoire.');
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    await context.close();
  });

  it('fits a 375 px phone screen, the form taking the whole screen', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE);
    await openReminders(page);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('button', { name: 'Nouveau modèle' }).click();
    await page.getByLabel('Texte du rappel').fill(`Bonjour {firstname}, le {date}.${MORE_TEXT}`);
    await page.getByTestId('sms-several').waitFor();
    const dialog = await page.getByRole('dialog').boundingBox();
    expect(dialog?.width).toBe(PHONE.width);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('button', { name: 'Insérer une balise' }).click();
    await page.getByRole('menuitem', { name: '{whatsapp}' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
