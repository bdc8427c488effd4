import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const swissDay = (iso: string) => iso.split('-').reverse().join('.');

/** A day of next week (0 = Monday); the tests run in Swiss time. */
function nextWeekDay(weekday: number, weeksLater = 0): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() - ((date.getDay() + 6) % 7) + 7 * (1 + weeksLater) + weekday);
  return isoDay(date);
}

/** The first Christmas Eve at least a week away (the slot picker looks ahead from it). */
function comingChristmasEve(): number {
  const today = new Date();
  return today.getMonth() === 11 && today.getDate() > 17 ? today.getFullYear() + 1 : today.getFullYear();
}

const eventNamed = (page: Page, title: string) => page.locator('.fc-event', { hasText: title });

/** The input with exactly this label; a required field's label ends with " *". */
function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

async function openCalendar(page: Page) {
  await signIn(page, 'head@demo.ch');
  await page.goto('/calendar');
  // The new-release notice sits above everything, dialogs included: closed as a person would.
  const notice = page.getByTestId('release-notice');
  await notice.waitFor();
  await notice.getByRole('button').click();
  await page.locator('.fc-view').waitFor();
}

/** Drags over one half-hour slot of next week's day to open the booking form. */
async function newAppointmentOn(page: Page, day: string): Promise<Locator> {
  if ((await page.locator(`td.fc-timegrid-col[data-date="${day}"]`).count()) === 0) {
    await page.locator('.fc-next-button').click();
  }
  const column = await page.locator(`td.fc-timegrid-col[data-date="${day}"]`).boundingBox();
  const row = await page.locator('td.fc-timegrid-slot-lane[data-time="09:00:00"]').boundingBox();
  if (!column || !row) throw new Error(`no slot on ${day}`);
  const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  // A click while the previous dialog still fades out lands on its overlay: click again.
  for (let attempt = 0; attempt < 5 && !(await dialog.isVisible()); attempt += 1) {
    await page.mouse.click(column.x + column.width / 2, row.y + 4);
    await dialog.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  await dialog.waitFor();
  return dialog;
}

async function typeWhen(dialog: Locator, day: string, from: string, to: string) {
  await field(dialog, 'Date de début').fill(swissDay(day));
  await field(dialog, 'Heure de début').fill(from);
  await field(dialog, 'Date de fin').fill(swissDay(day));
  await field(dialog, 'Heure de fin').fill(to);
}

async function chooseTrainingGround(page: Page, dialog: Locator) {
  await field(dialog, 'Infrastructures').click();
  await page.getByRole('option', { name: 'Place d’exercice de Romanel' }).click();
  await dialog.getByRole('textbox', { name: 'Titre' }).click();
}

describe('booking rules in the calendar', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('refuses the training ground twice with the unavailable message, and an impossible copy says why', async () => {
    const { context, page } = await openPage(browser, '/login');
    await openCalendar(page);
    const wednesday = nextWeekDay(2, 1);
    const first = await newAppointmentOn(page, nextWeekDay(2));
    await first.getByRole('textbox', { name: 'Titre' }).fill('Place e2e – première');
    await typeWhen(first, wednesday, '09:00', '10:00');
    await chooseTrainingGround(page, first);
    await first.getByRole('button', { name: 'Enregistrer' }).click();
    await first.waitFor({ state: 'detached' });

    const second = await newAppointmentOn(page, nextWeekDay(2));
    await second.getByRole('textbox', { name: 'Titre' }).fill('Place e2e – seconde');
    await typeWhen(second, wednesday, '09:30', '10:30');
    await chooseTrainingGround(page, second);
    await second.getByText(/Déjà réservé à ce moment : Place d’exercice de Romanel/).waitFor();
    await second.getByRole('button', { name: 'Enregistrer' }).click();
    await second
      .getByText('L’infrastructure ou le véhicule sélectionné n’est pas disponible à ce moment-là.')
      .waitFor();
    await second.getByRole('button', { name: 'Annuler' }).click();

    // Copying the first booking onto its own time breaks the same rule: the copy is refused, and why.
    await page.locator('.fc-next-button').click();
    await eventNamed(page, 'Place e2e – première').click();
    const edit = page.getByRole('dialog', { name: 'Modifier le rendez-vous' });
    await edit.getByRole('button', { name: 'Copier' }).click();
    const copy = page.getByRole('form', { name: 'Copier à une autre date' });
    await copy.getByRole('textbox', { name: 'Date' }).fill(swissDay(wednesday));
    await copy.getByRole('button', { name: 'Copier' }).click();
    await copy.getByText(/^Impossible de copier le rendez-vous : L’infrastructure ou le véhicule/).waitFor();
    await copy.getByRole('textbox', { name: 'Date' }).fill(swissDay(nextWeekDay(2, 2)));
    await copy.getByRole('button', { name: 'Copier' }).click();
    await page.getByText('Rendez-vous copié.').waitFor();
    await page.locator('.fc-next-button').click();
    await eventNamed(page, 'Place e2e – première').waitFor();
    await context.close();
  });

  it('refuses a second booking of the instructor’s hour naming the first, and books it as an intended overlap', async () => {
    const { context, page } = await openPage(browser, '/login');
    await openCalendar(page);
    const thursday = nextWeekDay(3, 1);
    const first = await newAppointmentOn(page, nextWeekDay(3));
    await first.getByRole('textbox', { name: 'Titre' }).fill('Leçon e2e – Martin');
    await typeWhen(first, thursday, '10:00', '11:00');
    await first.getByRole('button', { name: 'Enregistrer' }).click();
    await first.waitFor({ state: 'detached' });

    const second = await newAppointmentOn(page, nextWeekDay(3));
    await second.getByRole('textbox', { name: 'Titre' }).fill('Cours e2e à deux moniteurs');
    await typeWhen(second, thursday, '10:30', '11:30');
    await second.getByRole('button', { name: 'Enregistrer' }).click();
    await second
      .getByText(
        `Le moniteur a déjà un rendez-vous à ce moment-là : “Leçon e2e – Martin”, ${swissDay(thursday)} 10:00–11:00.`,
      )
      .waitFor();
    await second.getByRole('button', { name: 'Réserver quand même (chevauchement voulu)' }).click();
    await second.waitFor({ state: 'detached' });

    await page.locator('.fc-next-button').click();
    await eventNamed(page, 'Leçon e2e – Martin').waitFor();
    await eventNamed(page, 'Cours e2e à deux moniteurs').click();
    const edit = page.getByRole('dialog', { name: 'Modifier le rendez-vous' });
    expect(await edit.getByRole('checkbox', { name: /^Chevauchement voulu/ }).isChecked()).toBe(true);
    await context.close();
  });

  it('repeats a lesson every week and deletes it with the following ones', async () => {
    const { context, page } = await openPage(browser, '/login');
    await openCalendar(page);
    const tuesday = nextWeekDay(1);
    const dialog = await newAppointmentOn(page, tuesday);
    await dialog.getByRole('textbox', { name: 'Titre' }).fill('Série e2e');
    await typeWhen(dialog, tuesday, '09:00', '10:00');
    await dialog.getByRole('checkbox', { name: 'Répéter chaque semaine' }).check();
    await field(dialog, 'Jusqu’au \\(dernier jour\\)').fill('31.02.2027');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Date invalide (JJ.MM.AAAA).').waitFor();
    await field(dialog, 'Jusqu’au \\(dernier jour\\)').fill(swissDay(nextWeekDay(1, 2)));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });

    await eventNamed(page, 'Série e2e').waitFor();
    await page.locator('.fc-next-button').click();
    await eventNamed(page, 'Série e2e').click();
    const edit = page.getByRole('dialog', { name: 'Modifier le rendez-vous' });
    await edit.getByText(`Chaque semaine jusqu’au ${swissDay(nextWeekDay(1, 2))}`).waitFor();
    await edit.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('button', { name: 'Celui-ci et les suivants' }).click();
    await page.getByText('Rendez-vous supprimé.').waitFor();
    await eventNamed(page, 'Série e2e').waitFor({ state: 'detached' });
    await page.locator('.fc-next-button').click();
    expect(await eventNamed(page, 'Série e2e').count()).toBe(0);
    await page.locator('.fc-prev-button').click();
    await page.locator('.fc-prev-button').click();
    await eventNamed(page, 'Série e2e').waitFor();
    await context.close();
  });

  it('proposes free slots that skip Christmas, and books one for the student', async () => {
    const { context, page } = await openPage(browser, '/login');
    await openCalendar(page);
    const year = comingChristmasEve();
    await page.getByRole('button', { name: 'Planifier une leçon' }).click();
    const picker = page.getByRole('dialog', { name: 'Planifier une leçon' });
    await picker.getByRole('button', { name: 'Chercher des créneaux libres' }).click();
    await picker.getByText('Choisissez l’élève.').waitFor();
    await field(picker, 'Élève').fill('Martin');
    await page.getByRole('option', { name: 'Martin Sophie' }).click();
    await field(picker, 'À partir du').fill(`24.12.${year}`);
    await picker.getByRole('button', { name: 'Chercher des créneaux libres' }).click();

    await picker.getByTestId('skipped-holidays').getByText(`25.12.${year} Noël`).waitFor();
    const christmasEve = picker.getByTestId(`slots-${year}-12-24`);
    await christmasEve.waitFor();
    expect(await picker.getByTestId(`slots-${year}-12-25`).count()).toBe(0);
    expect(await christmasEve.getByRole('button').first().innerText()).toBe('07:00');

    await christmasEve.getByRole('button', { name: `Réserver 24.12.${year} 07:00` }).click();
    const booking = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await booking.waitFor();
    expect(await field(booking, 'Date de début').inputValue()).toBe(`24.12.${year}`);
    expect(await field(booking, 'Heure de début').inputValue()).toBe('07:00');
    await booking.getByText('Martin Sophie').waitFor();
    await booking.getByRole('textbox', { name: 'Titre' }).fill('Leçon de Noël');
    await booking.getByRole('button', { name: 'Enregistrer' }).click();
    await booking.waitFor({ state: 'detached' });

    // Sophie is now busy at 07:00 that day: the next search starts at 08:00.
    await page.getByRole('button', { name: 'Planifier une leçon' }).click();
    await field(picker, 'Élève').fill('Martin');
    await page.getByRole('option', { name: 'Martin Sophie' }).click();
    await field(picker, 'À partir du').fill(`24.12.${year}`);
    await picker.getByRole('button', { name: 'Chercher des créneaux libres' }).click();
    await expect
      .poll(() => picker.getByTestId(`slots-${year}-12-24`).getByRole('button').first().innerText())
      .toBe('08:00');
    await context.close();
  });

  it('fits the slot picker on a 375 px phone', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(page, 'head@demo.ch');
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Planifier une leçon' }).click();
    await page.getByRole('dialog', { name: 'Planifier une leçon' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});
