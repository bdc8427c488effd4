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
        street: 'Bahnhofstrasse',
        houseNumber: '1',
        postcode: '8001',
        city: 'Zürich',
        country: 'CH',
        language: 'de',
      },
    });
    const cards = await apiCall<TrainingCardSummary[]>(page, '/training-cards');
    // Other tests may copy the head's cards: any of her German cards will do, none of the others.
    const names = (language: string) => cards.filter((card) => card.language === language).map((card) => card.name);
    if (names('de').length === 0) throw new Error('the head lacks a German card');

    await page.goto(`/lesson/start?student=${student.id}`);
    const card = page.getByRole('button', { name: 'Carte de formation' });
    const shown = async () => {
      const text = await card.innerText();
      const among = (language: string) => names(language).some((name) => text.includes(name));
      return among('de') && !among('fr');
    };
    await expect.poll(shown, { timeout: 15_000 }).toBe(true);
    await context.close();
  });
});
