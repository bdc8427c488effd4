import type { Locator, Page } from 'playwright-core';

/** German names of the payment modes, as the course form offers them. */
const PAYMENT_MODE_NAMES = { card: 'Karte', invoice: 'Rechnung', voucher: 'Gutschein', cash: 'Bar' } as const;
type PaymentMode = keyof typeof PAYMENT_MODE_NAMES;

const DESCRIPTION_LANGUAGES = ['Französisch', 'Deutsch', 'Italienisch', 'Englisch'] as const;
type DescriptionLanguage = (typeof DESCRIPTION_LANGUAGES)[number];

/** Every field of the course form, as the German form shows it (dates YYYY-MM-DD, price without "CHF "). */
export interface GermanCourse {
  label: string;
  abbreviation: string;
  category: string;
  icon: string;
  colour: string;
  durationMinutes: string;
  price: string;
  availableForEmployees: boolean;
  descriptions: Record<DescriptionLanguage, string>;
  startDate: string;
  endDate: string;
  maxParticipants: string;
  individual: boolean;
  multipleRegistration: boolean;
  modular: boolean;
  prerequisite: string;
  selfRegistration: boolean;
  paymentModes: PaymentMode[];
  paymentAtRegistration: boolean;
  paperConfirmation: boolean;
  smsConfirmation: boolean;
  emailConfirmation: boolean;
  emailReminder: string;
  smsReminder: string;
  sariId: string;
  autoSariSync: boolean;
}

/** A label no other test uses, at most 50 characters. */
export function uniqueCourseLabel(prefix: string): string {
  return `${prefix} ${Date.now()}`.slice(0, 50);
}

/** A calendar day relative to today, as YYYY-MM-DD in the browser's time zone. */
export function dayFromToday(offset: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * A bookable group course of head@demo.ch (demo reminders and prerequisite) running from 60 days
 * ago to 60 days ahead, so appointments in the past and the future fit in its dates.
 */
export function sampleCourse(label: string): GermanCourse {
  return {
    label,
    abbreviation: 'NHK',
    category: 'BE',
    icon: 'Nothilfe',
    colour: '#e03131',
    durationMinutes: '90',
    price: '120.50',
    availableForEmployees: true,
    descriptions: {
      Französisch: 'Cours de premiers secours pour le permis.',
      Deutsch: 'Nothelferkurs für den Lernfahrausweis.',
      Italienisch: 'Corso di primo soccorso per la licenza.',
      Englisch: 'First-aid course for the learner’s permit.',
    },
    startDate: dayFromToday(-60),
    endDate: dayFromToday(60),
    maxParticipants: '14',
    individual: false,
    multipleRegistration: true,
    modular: true,
    prerequisite: 'Cours de premiers secours (SAM)',
    selfRegistration: true,
    paymentModes: ['card', 'invoice'],
    paymentAtRegistration: true,
    paperConfirmation: true,
    smsConfirmation: true,
    emailConfirmation: false,
    emailReminder: 'Rappel de cours (e-mail)',
    smsReminder: 'Lektionserinnerung (SMS)',
    sariId: 'NHK-2026-01',
    autoSariSync: true,
  };
}

/** Switches the interface to German and opens /courses. */
export async function openCoursesInGerman(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('language', 'de-CH'));
  await page.goto('/courses');
  await page.getByRole('heading', { name: 'Kurse und Lektionen' }).waitFor();
}

/** The open course form (a new course or an existing one). */
export function courseDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /Neuer Kurs|Kurs bearbeiten/ });
}

/** A course's card in the list. */
export function courseCard(page: Page, label: string): Locator {
  return page.getByTestId('course-card').filter({ hasText: label });
}

/** Opens a course of the list in the form. */
export async function openCourse(page: Page, label: string): Promise<void> {
  await courseCard(page, label).getByText(label, { exact: true }).click();
  await courseDialog(page).getByRole('heading', { name: 'Kurs bearbeiten' }).waitFor();
}

/** The messages an input points to with aria-describedby (its error, and its hint if any). */
export async function fieldMessages(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

/** The input with exactly this label; a required field's label ends with " *". */
export function inputLabelled(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** Chooses an option of a select; clicking the option already chosen would clear it. */
async function pick(dialog: Locator, label: string, option: string): Promise<void> {
  const input = inputLabelled(dialog, label);
  if ((await input.inputValue()) === option) return;
  await input.click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

/** Makes a multi-select hold exactly the wanted options: clicking an option toggles it. */
async function chooseExactly<Value extends string>(
  page: Page,
  input: Locator,
  options: [string, string][],
  wanted: Value[],
): Promise<void> {
  await input.focus();
  await input.press('ArrowDown');
  for (const [value, name] of options) {
    const option = page.getByRole('option', { name, exact: true });
    const selected = (await option.getAttribute('aria-selected')) === 'true';
    if (selected !== wanted.includes(value as Value)) await option.click();
  }
  await input.press('Tab');
}

/** Fills every field of the open course form. */
export async function fillCourseForm(page: Page, course: GermanCourse): Promise<void> {
  const dialog = courseDialog(page);
  const field = (label: string) => inputLabelled(dialog, label);
  await field('Bezeichnung').fill(course.label);
  await field('Kürzel').fill(course.abbreviation);
  await pick(dialog, 'Führerausweiskategorie', course.category);
  await dialog.getByRole('radio', { name: course.icon, exact: true }).click();
  await field('Farbe').fill(course.colour);
  await field('Farbe').press('Tab');
  await field('Standarddauer (Minuten)').fill(course.durationMinutes);
  // The "CHF " prefix makes the amount input refuse a pasted value: it is typed instead, at a
  // person's pace (keys sent faster than React re-renders can lose the decimal point).
  await field('Preis').fill('');
  await field('Preis').pressSequentially(course.price, { delay: 40 });
  await field('Für Mitarbeitende verfügbar').setChecked(course.availableForEmployees);
  for (const language of DESCRIPTION_LANGUAGES) {
    await dialog.getByRole('tab', { name: language }).click();
    await field(`Beschreibung auf ${language}`).fill(course.descriptions[language]);
  }
  await field('Startdatum').fill(course.startDate);
  await field('Enddatum').fill(course.endDate);
  await field('Max. Teilnehmende').fill(course.maxParticipants);
  await pick(dialog, 'Vorausgesetzter Kurs', course.prerequisite);
  await field('Einzelkurs (persönlich)').setChecked(course.individual);
  await field('Mehrfachanmeldung erlaubt').setChecked(course.multipleRegistration);
  await field('Modularer Kurs').setChecked(course.modular);
  await field('Lernende können sich selbst anmelden').setChecked(course.selfRegistration);
  await chooseExactly(page, field('Zahlungsarten'), Object.entries(PAYMENT_MODE_NAMES), course.paymentModes);
  await field('Zahlung bei der Anmeldung').setChecked(course.paymentAtRegistration);
  await field('Bestätigung auf Papier').setChecked(course.paperConfirmation);
  await field('Bestätigung per SMS').setChecked(course.smsConfirmation);
  await field('Bestätigung per E-Mail').setChecked(course.emailConfirmation);
  await pick(dialog, 'E-Mail-Erinnerung', course.emailReminder);
  await pick(dialog, 'SMS-Erinnerung', course.smsReminder);
  await field('SARI-ID').fill(course.sariId);
  await field('Automatische SARI-Synchronisation').setChecked(course.autoSariSync);
}

/** What the open course form shows, in the shape `fillCourseForm` takes. */
export async function readCourseForm(page: Page): Promise<GermanCourse> {
  const dialog = courseDialog(page);
  const field = (label: string) => inputLabelled(dialog, label);
  const text = (label: string) => field(label).inputValue();
  const checked = (label: string) => field(label).isChecked();
  const descriptions = Object.fromEntries(
    await Promise.all(
      DESCRIPTION_LANGUAGES.map(async (language) => [language, await text(`Beschreibung auf ${language}`)] as const),
    ),
  ) as Record<DescriptionLanguage, string>;
  const paymentModes = await dialog.locator('input[name="paymentModes"]').inputValue();
  return {
    label: await text('Bezeichnung'),
    abbreviation: await text('Kürzel'),
    category: await text('Führerausweiskategorie'),
    icon: (await dialog.getByRole('radio', { checked: true }).getAttribute('aria-label')) ?? '',
    colour: await text('Farbe'),
    durationMinutes: await text('Standarddauer (Minuten)'),
    price: (await text('Preis')).replace(/^CHF\s*/, ''),
    availableForEmployees: await checked('Für Mitarbeitende verfügbar'),
    descriptions,
    startDate: await text('Startdatum'),
    endDate: await text('Enddatum'),
    maxParticipants: await text('Max. Teilnehmende'),
    individual: await checked('Einzelkurs (persönlich)'),
    multipleRegistration: await checked('Mehrfachanmeldung erlaubt'),
    modular: await checked('Modularer Kurs'),
    prerequisite: await text('Vorausgesetzter Kurs'),
    selfRegistration: await checked('Lernende können sich selbst anmelden'),
    paymentModes: paymentModes.split(',').filter(Boolean) as PaymentMode[],
    paymentAtRegistration: await checked('Zahlung bei der Anmeldung'),
    paperConfirmation: await checked('Bestätigung auf Papier'),
    smsConfirmation: await checked('Bestätigung per SMS'),
    emailConfirmation: await checked('Bestätigung per E-Mail'),
    emailReminder: await text('E-Mail-Erinnerung'),
    smsReminder: await text('SMS-Erinnerung'),
    sariId: await text('SARI-ID'),
    autoSariSync: await checked('Automatische SARI-Synchronisation'),
  };
}

/** Saves the open course form and waits until it has closed. */
export async function saveCourseForm(page: Page): Promise<void> {
  await courseDialog(page).getByRole('button', { name: 'Speichern' }).click();
  await courseDialog(page).waitFor({ state: 'detached' });
}

/**
 * Creates a complete, bookable course (see `sampleCourse`) from /courses in German, e.g. for a test
 * that books it; the page must show /courses in German (`openCoursesInGerman`).
 */
export async function createCourseInGerman(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Neuer Kurs' }).click();
  await fillCourseForm(page, sampleCourse(label));
  await saveCourseForm(page);
  await courseCard(page, label).waitFor();
}
