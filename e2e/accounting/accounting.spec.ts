import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { formatChf } from '@ds/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { closeReleaseNotice } from '../support/release-notice';
import { signIn } from '../support/session';

interface Figures {
  lessons: number;
  total: number;
  collected: number;
  notCollected: number;
  free: number;
}

/** A new student of the page's monitor with an e-mail address, for the invoice. */
async function newStudent(page: Page): Promise<{ id: string; name: string; email: string }> {
  const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  const name = `Facture ${digits.slice(0, 5)}`;
  const student = await apiCall<{ id: string }>(page, '/students', {
    method: 'POST',
    body: {
      gender: 'male',
      firstname: 'Noé',
      name,
      birthDate: '2007-02-11',
      faber: `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}`,
      email: `facture.${digits}@example.com`,
      street: 'Rue du Bourg',
      houseNumber: '3',
      postcode: '1003',
      city: 'Lausanne',
      country: 'CH',
      language: 'fr',
    },
  });
  return { id: student.id, name: `Noé ${name}`, email: `facture.${digits}@example.com` };
}

/** A lesson given hours ago and left unpaid (priced as one default lesson of the monitor). */
async function unpaidLesson(page: Page, studentId: string, hoursAgo: number) {
  const card = await apiCall<{ id: string } | null>(page, `/students/${studentId}/training-card`);
  if (!card) throw new Error('the monitor has no training card');
  const tree = await apiCall<{ tree: { themes: { skills: { id: string }[] }[] }[] }>(
    page,
    `/training-cards/${card.id}`,
  );
  const skill = tree.tree[0]?.themes[0]?.skills[0];
  const id = randomUUID();
  const startedAt = new Date(Date.now() - hoursAgo * 3_600_000);
  await apiCall(page, '/lessons', {
    method: 'POST',
    body: { id, studentId, trainingCardId: card.id, skillIds: [skill?.id], startedAt: startedAt.toISOString() },
  });
  await apiCall(page, `/lessons/${id}/end`, {
    method: 'POST',
    body: { endedAt: new Date(startedAt.getTime() + 45 * 60_000).toISOString(), paid: false, offered: false },
  });
}

/** An amount as the screen writes it in French (CHF 1’250.00). */
const chfText = (amount: number) => formatChf(Math.round(amount * 100), 'fr-CH');

describe('accounting: turnover and open bills (issue 26)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the head chooses a range, switches to the condensed table, sees the chart and exports the figures', async () => {
    const { context, page, consoleErrors } = await openPage(browser, '/login');
    await signIn(page, 'head@demo.ch');
    await page.goto('/accounting/ca');
    await page.getByRole('heading', { name: 'Chiffre d’affaires', level: 1 }).waitFor();
    await closeReleaseNotice(page);

    await page.getByTestId('turnover-preset-thisYear').click();
    await page.getByTestId('turnover-table').waitFor();
    const year = new Date().getFullYear();
    await expect.poll(() => page.url()).toContain(`from=${year}-01-01`);
    await expect.poll(() => page.getByTestId('turnover-from').inputValue()).toBe(`01.01.${year}`);
    const detailed = await apiCall<{ rows: unknown[]; totals: Figures }>(
      page,
      `/accounting/turnover?from=${year}-01-01&to=${year}-12-31`,
    );
    expect(detailed.totals.lessons).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('turnover-row').count()).toBe(detailed.rows.length);
    await expect.poll(() => page.getByTestId('turnover-totals').innerText()).toContain(chfText(detailed.totals.total));
    const totalsText = await page.getByTestId('turnover-totals').innerText();
    expect(totalsText).toContain(String(detailed.totals.lessons));
    expect(totalsText).toContain(chfText(detailed.totals.total));

    // Condensed: one row a lesson type, the same totals.
    await page.getByTestId('turnover-condensed').click();
    await expect.poll(() => page.url()).toContain('condensed=true');
    const condensed = await apiCall<{ rows: unknown[]; totals: Figures }>(
      page,
      `/accounting/turnover?from=${year}-01-01&to=${year}-12-31&condensed=true`,
    );
    expect(condensed.totals).toEqual(detailed.totals);
    await expect.poll(() => page.getByTestId('turnover-row').count()).toBe(condensed.rows.length);
    expect(await page.getByTestId('turnover-totals').innerText()).toBe(totalsText);

    // A typed range: From after To is said beside the fields, nothing asked.
    await page.getByTestId('turnover-to').fill(`01.01.${year - 1}`);
    await page.getByTestId('turnover-reversed').waitFor();
    await page.getByTestId('turnover-preset-thisYear').click();

    await page.getByTestId('turnover-chart').locator('.recharts-surface').waitFor();
    await page.getByTestId('turnover-monitors').waitFor();
    await page.getByTestId('turnover-shop').waitFor();
    // The demo's practice ground is charged with some lessons: its own table.
    expect(await page.getByTestId('turnover-infrastructures').innerText()).toContain('Romanel');
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('turnover-export-xlsx').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^turnover-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
    const cells = workbook.worksheets.flatMap((sheet) => {
      const values: unknown[] = [];
      sheet.eachRow((row) => {
        row.eachCell((cell) => values.push(cell.value));
      });
      return values;
    });
    expect(cells).toContain(condensed.totals.total);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('on a phone: the figures as cards, nothing wider than the screen', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true });
    await signIn(page, 'head@demo.ch');
    const year = new Date().getFullYear();
    await page.goto(`/accounting/ca?from=${year}-01-01&to=${year}-12-31`);
    await closeReleaseNotice(page);
    await page.getByTestId('turnover-cards').waitFor();
    expect(await page.getByTestId('turnover-card').count()).toBeGreaterThan(1);
    await page.getByTestId('turnover-chart').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('groups two unpaid lessons into an invoice mailed to the student, records its payment, and it leaves the open bills', async () => {
    const { context, page, consoleErrors } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true });
    await signIn(page, 'head@demo.ch');
    const student = await newStudent(page);
    await unpaidLesson(page, student.id, 5);
    await unpaidLesson(page, student.id, 3);

    await page.goto('/accounting/billing');
    await page.getByRole('heading', { name: 'Factures ouvertes', level: 1 }).waitFor();
    await closeReleaseNotice(page);
    await page.getByLabel('Rechercher').fill(student.name);
    const card = page.getByTestId('student-bills').filter({ hasText: student.name });
    await card.waitFor();
    await expect.poll(() => page.getByTestId('student-bills').count()).toBe(1);
    const lessons = card.locator('[data-testid="open-bill"][data-kind="lesson"]');
    expect(await lessons.count()).toBe(2);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await lessons.nth(0).getByRole('checkbox').check();
    await lessons.nth(1).getByRole('checkbox').check();
    await card.getByTestId('invoice-lessons').click();
    const invoice = card.locator('[data-testid="open-bill"][data-kind="lesson_invoice"]');
    await invoice.waitFor();
    expect(await lessons.count()).toBe(0);

    // The invoice went to the student by e-mail: it is in the message log.
    const log = await apiCall<{ recipient: string; channel: string }[]>(
      page,
      `/communication-logs?q=${encodeURIComponent(student.email)}`,
    );
    expect(log.filter((entry) => entry.channel === 'email' && entry.recipient.includes(student.email))).toHaveLength(1);

    await invoice.getByTestId('bill-actions').click();
    await page.getByTestId('bill-pay').click();
    await page.getByTestId('payment-method').click();
    await page.getByRole('option', { name: 'TWINT' }).click();
    await page.getByTestId('payment-confirm').click();
    await expect.poll(() => page.getByTestId('student-bills').count()).toBe(0);
    await page.getByTestId('open-bills-empty').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
