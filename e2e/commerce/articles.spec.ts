import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

/** A square logo (64×64 PNG) and one twice as wide as it is high. */
const SQUARE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAT0lEQVRo3u3PQQkAAAgEsCtjK9OazAi+hcEKLFP9WgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQELgsbpzEtqYjDuQAAAABJRU5ErkJggg==',
  'base64',
);
const WIDE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAwCAIAAABhdOiYAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVRo3u3QQQkAAAgEsCtjK9OazAb+hcESLFPNIQoECRIkSJAgQYIQJEiQIEGCBAlCkCBBggQJEiQIQYIECRIkSJAgQQgSJEiQIEGCBCFIkCBBgn5YgpK3S5hrs0kAAAAASUVORK5CYII=',
  'base64',
);

async function chooseLogo(page: Page, name: string, buffer: Buffer) {
  await page
    .getByTestId('logo-drop')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/png', buffer });
}

describe('shop articles (/shop-settings and the public page)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets the head create an article with a square logo, then anyone open its public page', async () => {
    const label = `Bon e2e ${Date.now().toString(36)}`;
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/shop-settings');
    await page.getByRole('heading', { name: 'Articles et ventes', level: 1 }).waitFor();
    // The demo shop is there: the three theory-exam licences among them.
    await page.getByTestId('article-card').filter({ hasText: 'licence 365 jours' }).waitFor();

    await page.getByRole('button', { name: 'Nouvel article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel article' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Donnez un libellé dans une langue au moins.').first().waitFor();

    await dialog.getByLabel('Ce qu’il fournit').click();
    await page.getByRole('option', { name: 'Bon cadeau' }).click();
    await dialog.getByLabel('Libellé en français').fill(label);
    await dialog.getByLabel('Description en français').fill('Un bon pour deux leçons.');
    await dialog.getByLabel('Prix').fill('80');
    await dialog.getByRole('checkbox', { name: /^Public/ }).check();
    // A logo that is not square is refused before anything is sent.
    await chooseLogo(page, 'large.png', WIDE_PNG);
    await dialog.getByTestId('logo-error').getByText('Le logo doit être carré').waitFor();
    await chooseLogo(page, 'logo.png', SQUARE_PNG);
    await dialog.getByText('Nouveau logo, envoyé à l’enregistrement.').waitFor();
    expect(await dialog.getByTestId('logo-error').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByTestId('article-card').filter({ hasText: label });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('CHF\u00a080.00');
    expect(text).toContain('Un bon cadeau d’une valeur de CHF\u00a080.00');
    expect(text).toContain('Public');
    const logo = card.getByRole('img', { name: `Logo de ${label}` });
    await logo.waitFor();
    expect(await logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const publicPath = await card.getByTestId('article-public-page').getAttribute('href');
    expect(publicPath).toMatch(/^\/resources\/[A-Za-z0-9]{10}\/[A-Za-z0-9]{6}$/);
    await context.close();

    // Signed out, on a phone, in German as the address asks.
    const visitor = await openPage(browser, `${publicPath}/de`, PHONE_VIEWPORT);
    const article = visitor.page.getByTestId('public-article');
    await article.waitFor();
    expect(await visitor.page.getByRole('heading', { level: 1 }).innerText()).toBe(label);
    expect(await visitor.page.getAttribute('html', 'lang')).toBe('de-CH');
    expect(await article.getByTestId('public-article-price').innerText()).toMatch(/^CHF\s80\.00$/);
    await article.getByText('Un bon pour deux leçons.').waitFor();
    await article.getByText('Verkauft von Hélène Chef, Auto-école Démo').waitFor();
    const buy = article.getByRole('link', { name: 'Kaufen' });
    expect(await buy.getAttribute('href')).toBe(publicPath?.replace('/resources/', '/checkout/'));
    expect(await overflowsHorizontally(visitor.page)).toBe(false);
    expect(await axeViolations(visitor.page)).toEqual([]);
    await visitor.context.close();
  });

  it('disables an article after confirming, after which its public page says it is no longer for sale', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto('/shop-settings');
    const label = `Pack à retirer ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Nouvel article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel article' });
    await dialog.getByLabel('Ce qu’il fournit').click();
    await page.getByRole('option', { name: 'Pack de SMS' }).click();
    await dialog.getByLabel('Libellé en français').fill(label);
    await dialog.getByLabel('Prix').fill('12');
    await dialog.getByRole('checkbox', { name: /^Public/ }).check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('article-card').filter({ hasText: label });
    expect(await card.textContent()).toContain('100 SMS pour l’auto-école');
    const publicPath = await card.getByTestId('article-public-page').getAttribute('href');
    expect(await overflowsHorizontally(page)).toBe(false);

    await card.getByRole('button', { name: `Désactiver ${label}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Désactiver cet article ?' });
    await confirm.getByText('La désactivation est définitive.').waitFor();
    await confirm.getByRole('button', { name: 'Désactiver définitivement' }).click();
    await card.getByText('Désactivé').waitFor();
    expect(await card.getByRole('button', { name: `Modifier ${label}` }).count()).toBe(0);

    await page.goto(publicPath ?? '/');
    await page.getByTestId('article-not-found').getByText('Cet article n’existe pas ou n’est plus en vente.').waitFor();
    await context.close();
  });

  it('shows the learner the shop from the Shop menu, with Buy leading to the checkout', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'student@demo.ch');
    await page.goto('/resources');
    await page.waitForURL('**/shop');
    const licence = page.getByTestId('shop-article').filter({ hasText: 'licence 30 jours' });
    await licence.waitFor();
    expect(await licence.textContent()).toContain('CHF\u00a022.40');
    await licence.getByRole('link', { name: /^Acheter/ }).click();
    await page.waitForURL('**/checkout/HeleneChef/Theo30');
    await context.close();
  });
});
