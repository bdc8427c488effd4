import type { TrainingCardSummary } from '@ds/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { launchBrowser, openPage, PHONE_VIEWPORT } from '../support/browser';
import { signIn } from '../support/session';

describe('the card a lesson starts on (issue 19)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('comes in the student’s language for a German-speaking student of a French-speaking monitor', async () => {
    const { context, page } = await openPage(browser, '/login', PHONE_VIEWPORT, { touch: true });
    await signIn(page, 'head@demo.ch');
    const student = await apiCall<{ id: string }>(page, '/students', {
      method: 'POST',
      body: {
        gender: 'female',
        firstname: 'Anna',
        name: 'Deutschschweizer',
        birthDate: '2006-03-14',
        faber: '77.888.999',
        address: 'Bahnhofstrasse 1',
        postcode: '8001',
        city: 'Zürich',
        country: 'CH',
        language: 'de',
      },
    });
    const cards = await apiCall<TrainingCardSummary[]>(page, '/training-cards');
    const german = cards.find((card) => card.language === 'de');
    const french = cards.find((card) => card.language === 'fr');
    if (!german || !french) throw new Error('the head lacks a German or a French card');

    await page.goto(`/lesson/start?student=${student.id}`);
    const card = page.getByRole('button', { name: 'Carte de formation' });
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain(german.name);
    expect(await card.innerText()).not.toContain(french.name);
    await context.close();
  });
});
