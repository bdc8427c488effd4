import { readFile } from 'node:fs/promises';
import type { SchoolMembers } from '@ds/domain';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url));

/** A real one-page PDF, small enough to write here: what a monitor's document is to the server. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 20 70 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a Linux executable: what a program renamed `.pdf` looks like inside. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 0x90)]);

/** A name no other run of the suite has given, so the shared demo database never confuses two runs. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const card = (page: Page, name: string) => page.getByTestId('resource-card').filter({ hasText: name });

async function openLibrary(page: Page) {
  await page.goto('/resources');
  await page.getByTestId('upload-zone').waitFor();
  await page.getByTestId('resource-quota').waitFor();
}

describe('resources: the library and what learners consult (issue 23)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('uploads a PDF and an image with progress, refuses a program named .pdf, and shares the PDF with a student, who opens it on a phone', async () => {
    const id = stamp();
    const pdfName = `code-route-${id}`;
    const pngName = `panneau-${id}`;
    const monitor = await openPage(browser, '/login');
    const page = monitor.page;
    // The head has the didactic licence and Sophie Martin (student@demo.ch) among his students.
    await signIn(page, 'head@demo.ch');
    await openLibrary(page);

    await page.locator('input[type="file"]').setInputFiles([
      { name: `${pdfName}.pdf`, mimeType: 'application/pdf', buffer: pdf(`Loi ${id}`) },
      { name: `${pngName}.png`, mimeType: 'image/png', buffer: await fixture('road-sign.png') },
    ]);
    // Each file has its own line and progress bar, named for it.
    for (const name of [`${pdfName}.pdf`, `${pngName}.png`]) {
      const bar = page.getByRole('progressbar', { name: `Envoi de ${name}` });
      await bar.waitFor();
      await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100');
    }
    const lines = page.getByTestId('upload-line');
    await expect
      .poll(() => lines.evaluateAll((all) => all.map((line) => line.getAttribute('data-status'))))
      .toEqual(['done', 'done']);

    // The gallery shows both, named after their files, the image by its thumbnail.
    await card(page, pdfName).waitFor();
    expect(await card(page, pdfName).getByTestId('resource-type').textContent()).toBe('Document');
    const thumbnail = card(page, pngName).getByTestId('resource-thumbnail');
    await thumbnail.waitFor();
    await expect
      .poll(() =>
        thumbnail.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await card(page, pngName).getByTestId('resource-type').textContent()).toBe('Image');

    // The browser refuses what it can tell at once; the server reads the content of the rest.
    await page.getByRole('button', { name: 'Vider la liste' }).click();
    await page.locator('input[type="file"]').setInputFiles([
      { name: `programme-${id}.exe`, mimeType: 'application/octet-stream', buffer: ELF },
      { name: `notice-${id}.pdf`, mimeType: 'application/pdf', buffer: ELF },
    ]);
    const errors = page.getByTestId('upload-error');
    await expect.poll(() => errors.count()).toBe(2);
    expect(await errors.nth(0).textContent()).toBe(
      `programme-${id}.exe : Extension non valable, ou fichier trop volumineux ou trop petit : ce type de fichier n’est pas accepté.`,
    );
    expect(await errors.nth(1).textContent()).toBe(
      `notice-${id}.pdf : Le contenu de ce fichier ne correspond pas à son extension : il n’a pas été ajouté.`,
    );
    expect(await card(page, `notice-${id}`).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Shared with Sophie Martin alone.
    await card(page, pdfName)
      .getByRole('button', { name: `Partager ${pdfName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Partager « ${pdfName} »` });
    await dialog.locator('input').and(dialog.getByLabel('Élèves qui peuvent la consulter')).fill('Martin');
    await page.getByRole('option', { name: 'Sophie Martin' }).click();
    // The list stays open for more choices; a click beside it closes it.
    await dialog.getByRole('heading').click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(page, pdfName).getByText('Partagé avec 1 élève').waitFor();
    // The refused upload's answer is logged by the browser itself; nothing else is.
    expect(monitor.consoleErrors.filter((error) => !error.startsWith('Failed to load resource:'))).toEqual([]);
    await monitor.context.close();

    // The student finds it from his dashboard, on a phone.
    const student = await openPage(browser, '/login', PHONE_VIEWPORT);
    await signIn(student.page, 'student@demo.ch');
    await student.page.goto('/dashboard');
    await student.page.getByRole('link', { name: 'Ouvrir mes ressources' }).click();
    await student.page.waitForURL('**/learning/resources');
    const shared = student.page.getByTestId('learning-resource').filter({ hasText: pdfName });
    await shared.waitFor();
    expect(await shared.getAttribute('data-type')).toBe('document');
    expect(await student.page.getByRole('heading', { name: 'Documents', level: 2 }).count()).toBe(1);
    // What the monitor did not share stays his.
    expect(await student.page.getByTestId('learning-resource').filter({ hasText: pngName }).count()).toBe(0);
    expect(await overflowsHorizontally(student.page)).toBe(false);
    expect(await axeViolations(student.page)).toEqual([]);

    // The PDF opens in a new tab from its signed address, which needs no token.
    const link = shared.getByTestId('learning-file');
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = (await link.getAttribute('href')) ?? '';
    const answer = await student.context.request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(student.consoleErrors).toEqual([]);
    await student.context.close();
  });

  it('plays an uploaded video and seeks in it (the file answers byte ranges with 206)', async () => {
    const id = stamp();
    const name = `clip-${id}`;
    const { context, page, consoleErrors } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await openLibrary(page);
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: `${name}.mp4`, mimeType: 'video/mp4', buffer: await fixture('clip.mp4') }]);
    await card(page, name).waitFor();
    expect(await card(page, name).getByTestId('resource-type').textContent()).toBe('Vidéo');

    const ranges: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/files/') && response.request().headers().range) ranges.push(response.status());
    });
    await card(page, name)
      .getByRole('button', { name: `Ouvrir ${name}` })
      .click();
    const video = page.getByRole('dialog', { name }).getByTestId('resource-video');
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element) => Math.round((element as HTMLVideoElement).duration))).toBe(3);
    expect(await axeViolations(page)).toEqual([]);

    const seeked = await video.evaluate(
      (element) =>
        new Promise<number>((resolve, reject) => {
          const player = element as HTMLVideoElement;
          player.addEventListener('seeked', () => resolve(player.currentTime), { once: true });
          player.addEventListener('error', () => reject(new Error(`media error ${player.error?.code}`)), {
            once: true,
          });
          player.currentTime = 2;
        }),
    );
    expect(seeked).toBeCloseTo(2, 1);
    expect(ranges).toContain(206);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends two files at a time, the others waiting their turn, and cancels one under way', async () => {
    const id = stamp();
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await openLibrary(page);
    // The server's answers are held back, so the uploads stay under way as long as the test needs.
    const held: Route[] = [];
    await page.route('**/api/resources/upload', (route) => {
      held.push(route);
    });
    const names = ['a', 'b', 'c'].map((letter) => `${letter}-${id}.pdf`);
    await page
      .locator('input[type="file"]')
      .setInputFiles(names.map((name) => ({ name, mimeType: 'application/pdf', buffer: pdf(name) })));
    const statuses = () =>
      page.getByTestId('upload-line').evaluateAll((lines) => lines.map((line) => line.getAttribute('data-status')));
    await expect.poll(() => held.length).toBe(2);
    expect(await statuses()).toEqual(['uploading', 'uploading', 'waiting']);

    await page.getByRole('button', { name: `Annuler l’envoi de ${names[0]}` }).click();
    await expect.poll(statuses).toEqual(['cancelled', 'uploading', 'uploading']);
    expect(await page.getByTestId('upload-line').first().textContent()).toContain('Annulé');
    await expect.poll(() => held.length).toBe(3);
    for (const route of held.slice(1)) await route.continue();
    await expect.poll(statuses).toEqual(['cancelled', 'done', 'done']);
    await card(page, `b-${id}`).waitFor();
    expect(await card(page, `a-${id}`).count()).toBe(0);
    await context.close();
  });

  it('adds a link checked as the server checks it, gives a legislation document its place, and deletes after confirming', async () => {
    const id = stamp();
    const { context, page, consoleErrors } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await openLibrary(page);

    await page.getByRole('button', { name: 'Nouveau lien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau lien' });
    await dialog.getByLabel('Adresse web').fill('ftp://example.ch');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    // Named next to each field, in the interface's words.
    await dialog
      .getByText('Saisissez une adresse web commençant par http:// ou https:// (un lien en a besoin).')
      .waitFor();
    expect(await dialog.getByText('Indiquez un nom dans au moins une langue.').count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Nom en allemand').fill(`Signale ${id}`);
    expect(await dialog.getByText('Indiquez un nom dans au moins une langue.').count()).toBe(0);
    await dialog.getByLabel('Adresse web').fill('https://www.astra.admin.ch/signale');
    await dialog.getByLabel('Libellé du lien').fill('OFROU – signaux');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    // A French reader sees the German name, the only one given.
    const link = card(page, `Signale ${id}`);
    await link.waitFor();
    expect(await link.getByTestId('resource-type').textContent()).toBe('Lien');
    const open = link.getByRole('link', { name: `Ouvrir Signale ${id}` });
    expect(await open.getAttribute('href')).toBe('https://www.astra.admin.ch/signale');
    expect(await open.getAttribute('target')).toBe('_blank');

    // Made a legislation document with its place, which the reader sees.
    await link.getByRole('button', { name: `Modifier Signale ${id}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la ressource' });
    await edit.locator('input').and(edit.getByLabel('Type')).click();
    await page.getByRole('option', { name: 'Législation' }).click();
    await edit.getByLabel('Nom en français').fill(`Signaux ${id}`);
    await edit.getByLabel('Signet').fill('Art. 31');
    await edit.getByLabel('Page').fill('12');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.waitFor({ state: 'detached' });
    await card(page, `Signaux ${id}`).getByText('Législation').waitFor();
    await page.goto('/learning/resources');
    const consulted = page.getByTestId('learning-resource').filter({ hasText: `Signaux ${id}` });
    await consulted.waitFor();
    expect(await consulted.getByTestId('learning-place').textContent()).toBe('Art. 31, page 12');
    expect(await consulted.getByTestId('learning-link').textContent()).toBe('OFROU – signaux');

    // Deleted once confirmed.
    await openLibrary(page);
    await card(page, `Signaux ${id}`)
      .getByRole('button', { name: `Supprimer Signaux ${id}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la ressource' });
    await confirm.getByText(`Supprimer « Signaux ${id} » ?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => card(page, `Signaux ${id}`).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('withholds uploads and changes from an employee without the right to share resources, in the server’s words; with it, a dropped file is sent', async () => {
    const head = await openPage(browser, '/login');
    await signIn(head.page, 'head@demo.ch');
    const setShareRight = async (on: boolean) => {
      const { members } = await apiCall<SchoolMembers>(head.page, '/school/members');
      const employee = members.find((member) => member.email === 'employee@demo.ch');
      if (!employee?.terms) throw new Error('employee@demo.ch has no terms');
      const { startsOn, endsOn, rights, version } = employee.terms;
      const others = rights.filter((right) => right !== 'shareResources');
      await apiCall(head.page, `/school/employees/${employee.userId}`, {
        method: 'PUT',
        body: { startsOn, endsOn, rights: on ? [...others, 'shareResources'] : others, version },
      });
    };
    const dropFile = (page: Page, name: string) =>
      page.getByTestId('upload-zone').evaluate((zone, fileName) => {
        const data = new DataTransfer();
        data.items.add(new File(['%PDF-1.4\n%%EOF\n'], fileName, { type: 'application/pdf' }));
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      }, name);

    await setShareRight(false);
    try {
      const { context, page } = await openPage(browser, '/login');
      await signIn(page, 'employee@demo.ch');
      await openLibrary(page);
      const why = 'Droits d’employé désactivés par le responsable de l’auto-école : partager des ressources.';
      const choose = page.getByRole('button', { name: 'Choisir des fichiers' });
      expect(await choose.getAttribute('aria-disabled')).toBe('true');
      await choose.hover();
      await page.getByRole('tooltip', { name: why }).waitFor();
      expect(await page.getByRole('button', { name: 'Nouveau lien' }).getAttribute('aria-disabled')).toBe('true');
      // The school's resources (the head's) are offered for changes, withheld alike.
      const checklist = card(page, 'Checklist avant de partir');
      await checklist.waitFor();
      for (const action of ['Modifier', 'Partager', 'Supprimer']) {
        const button = checklist.getByRole('button', { name: `${action} Checklist avant de partir` });
        expect(await button.getAttribute('aria-disabled'), action).toBe('true');
      }
      await dropFile(page, 'depose.pdf');
      await page.waitForTimeout(300);
      expect(await page.getByTestId('upload-line').count()).toBe(0);
      await context.close();
    } finally {
      await setShareRight(true);
      await head.context.close();
    }

    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'employee@demo.ch');
    await openLibrary(page);
    expect(await page.getByRole('button', { name: 'Choisir des fichiers' }).getAttribute('aria-disabled')).toBeNull();
    const name = `depose-${stamp()}`;
    await dropFile(page, `${name}.pdf`);
    await expect
      .poll(() => page.getByTestId('upload-line').evaluateAll((lines) => lines.map((line) => line.dataset.status)))
      .toEqual(['done']);
    await card(page, name).waitFor();
    await context.close();
  });

  it('tells a monitor without the didactic licence how to get it, and asks the server nothing', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'monitor@demo.ch');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/learning/resources');
    const notice = page.getByTestId('licence-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('La licence didactique est nécessaire pour consulter les ressources.');
    await notice.getByRole('link', { name: 'S’abonner au module didactique' }).click();
    await page.waitForURL('**/account/subscriptions');
    expect(refused).toEqual([]);
    await context.close();
  });
});
