import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { closeReleaseNotice } from '../support/release-notice';
import { lastMessage, signIn } from '../support/session';

/** An API call as the page's user that answers its status and error, whatever they are. */
function rawCall(page: Page, path: string, method: string, body: unknown) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('token')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      const json = await response.json();
      return { status: response.status, error: json.error as { code: string; details: unknown } | undefined };
    },
    { path, method, body },
  );
}

/** A timed hour in 50 days, in the head's main calendar (shared with the employee to write). */
async function bookingAs(page: Page) {
  const calendars = await apiCall<{ id: string; main: boolean; owner: { firstname: string } }[]>(page, '/calendars');
  const headCalendar = calendars.find((calendar) => calendar.main && calendar.owner.firstname === 'Hélène');
  const day = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
  return rawCall(page, '/appointments', 'POST', {
    title: 'Séance du secrétariat',
    start: `${day}T05:00:00Z`,
    end: `${day}T06:00:00Z`,
    calendarId: headCalendar?.id,
    allowOverlap: true,
  });
}

describe('the driving school and its employees', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('refuses a wrong VAT number or IBAN next to the field and saves nothing, then saves the record', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/driving-school');
    await closeReleaseNotice(page);
    const form = page.getByRole('form', { name: 'Fiche de l’auto-école' });
    const before = await apiCall<{ version: number; iban: string }>(page, '/school');

    await form.getByLabel('Numéro de TVA').fill('CHE-116.281.711 TVA');
    await form.getByLabel(/^IBAN/).fill('CH93 0076 2011 6238 5295 8');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    const vat = form.getByLabel('Numéro de TVA');
    await expect.poll(() => vat.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel(/^IBAN/).getAttribute('aria-invalid')).toBe('true');
    expect(await apiCall<{ version: number }>(page, '/school')).toMatchObject({ version: before.version });

    await vat.fill('CHE-116.281.710 TVA');
    await form.getByLabel(/^IBAN/).fill('CH44 3199 9123 0008 8901 2');
    await form.getByLabel('Téléphone').fill('021 312 34 56');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Fiche de l’auto-école enregistrée.').waitFor();
    expect(await apiCall<{ version: number; iban: string; qrIban: boolean }>(page, '/school')).toMatchObject({
      version: before.version + 1,
      iban: 'CH4431999123000889012',
      qrIban: true,
    });
    await context.close();
  });

  it('invites an employee, who creates his account from the e-mail, works without creating sessions until the head allows it', async () => {
    const email = `secretariat.${Date.now().toString(36)}@example.ch`;
    const head = await openPage(browser, '/login');
    await signIn(head.page, 'head@demo.ch');
    await head.page.goto('/driving-school');
    await closeReleaseNotice(head.page);
    await head.page.getByRole('tab', { name: 'Personnes' }).click();
    await head.page.getByRole('button', { name: 'Inviter une personne' }).click();
    const invite = head.page.getByRole('dialog');
    await invite.getByLabel('Adresse e-mail').fill(email);
    await invite.getByLabel('Donner ou offrir des formations aux élèves').check();
    await invite.getByRole('button', { name: 'Enregistrer' }).click();
    await head.page.getByText(`Invitation envoyée à ${email}.`).waitFor();
    await head.page.getByTestId('invitation').filter({ hasText: email }).getByText('En attente').waitFor();

    const mail = await lastMessage('email', email);
    expect(mail.subject).toContain('Auto-école Démo');
    const link = /\/invitations\/[\w-]+/.exec(mail.body)?.[0];
    if (!link) throw new Error('no invitation link in the e-mail');

    const employee = await openPage(browser, link);
    const card = employee.page.getByText('Auto-école Démo vous invite à la rejoindre en tant que employé.');
    await card.waitFor();
    await employee.page.getByLabel('Prénom').fill('Léa');
    await employee.page.locator('input[name="name"]').fill('Secrétaire');
    await employee.page.locator('input[name="new-password"]').fill('Lea-Secretaire-2026');
    await employee.page.locator('input[name="confirmation"]').fill('Lea-Secretaire-2026');
    await employee.page.getByRole('button', { name: 'Créer mon compte et rejoindre l’auto-école' }).click();
    await employee.page.waitForURL('**/driving-school');
    const rights = employee.page.getByTestId('my-terms');
    await rights.getByText('Créer des sessions (rendez-vous) — désactivé par le responsable de l’auto-école').waitFor();

    // The calendar's create control is disabled and says why, and the API refuses with the school manager's code.
    await employee.page.goto('/calendar');
    await employee.page.locator('.fc').waitFor();
    const create = employee.page.getByRole('button', { name: 'Nouveau rendez-vous' });
    expect(await create.getAttribute('aria-disabled')).toBe('true');
    await create.hover();
    await employee.page
      .getByText('Droits d’employé désactivés par le responsable de l’auto-école : créer des sessions (rendez-vous).')
      .first()
      .waitFor();
    const refused = await bookingAs(employee.page);
    expect(refused).toEqual({
      status: 403,
      error: expect.objectContaining({ code: 'employee_right_disabled', details: { right: 'createAppointments' } }),
    });

    await head.page.reload();
    await head.page.getByRole('tab', { name: 'Personnes' }).click();
    await head.page.getByRole('button', { name: 'Actions pour Léa Secrétaire' }).click();
    await head.page.getByRole('menuitem', { name: 'Modifier les dates et les droits' }).click();
    const terms = head.page.getByRole('dialog');
    await terms.getByLabel('Créer des sessions (rendez-vous)').check();
    await terms.getByRole('button', { name: 'Enregistrer' }).click();
    await head.page.getByText('Dates et droits de Léa Secrétaire enregistrés.').waitFor();
    // The school's history says who changed them.
    await head.page.getByTestId('school-history').getByText('Dates et droits de Léa Secrétaire modifiés').waitFor();

    await employee.page.reload();
    await employee.page.locator('.fc').waitFor();
    expect(await create.getAttribute('aria-disabled')).toBeNull();
    expect((await bookingAs(employee.page)).status).toBe(201);

    // Removed, her access ends at once: her screens say so and lead to her account.
    await head.page.getByRole('button', { name: 'Actions pour Léa Secrétaire' }).click();
    await head.page.getByRole('menuitem', { name: 'Retirer l’employé' }).click();
    await head.page.getByRole('dialog').getByRole('button', { name: 'Retirer l’employé' }).click();
    await head.page.getByText('L’accès de Léa Secrétaire a pris fin.').waitFor();
    await employee.page.goto('/');
    await employee.page.getByText(/Votre accès à l’auto-école a pris fin le/).waitFor();
    await employee.page.getByRole('link', { name: 'Aller à mon compte' }).click();
    await employee.page.waitForURL('**/account');
    await head.context.close();
    await employee.context.close();
  });

  it('fits a 375 px phone: the record, the people and the invitation form', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto('/driving-school');
    await closeReleaseNotice(page);
    await page.getByRole('form', { name: 'Fiche de l’auto-école' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('tab', { name: 'Personnes' }).click();
    await page.getByTestId('member').first().waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('button', { name: 'Inviter une personne' }).click();
    await page.getByRole('dialog').getByLabel('Adresse e-mail').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
