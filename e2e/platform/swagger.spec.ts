import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from '../support/browser';
import { DEMO_PASSWORD } from '../support/session';

/**
 * Swagger UI's "Try it out" on a protected route: the operation declares the bearer scheme
 * (derived from its access), so the token given to Authorize travels with the request.
 */
describe('API docs (Swagger UI)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the authorised bearer token with "Try it out" and shows the 200 of GET /api/students', async () => {
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'head@demo.ch', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(token).toBeTruthy();

    const { context, page, consoleErrors } = await openPage(browser, '/api/docs/');
    try {
      await page.locator('#operations-auth-getAuthMe').waitFor();
      await page.locator('.scheme-container .btn.authorize').click();
      await page.locator('.modal-ux input[type="text"]').fill(token);
      await page.locator('.modal-ux .auth-btn-wrapper .btn.authorize').click();
      await page.locator('.modal-ux .btn-done').click();

      // Swagger UI draws only the tags near the viewport: scrolled down to the students' one.
      const operation = page.locator('#operations-students-getStudents');
      for (let step = 0; step < 200 && (await operation.count()) === 0; step += 1) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(50);
      }
      await operation.scrollIntoViewIfNeeded();

      await operation.locator('.opblock-summary-control').click();
      await operation.locator('.try-out__btn').click();
      const request = page.waitForRequest(
        (candidate) => new URL(candidate.url()).pathname === '/api/students' && candidate.method() === 'GET',
      );
      await operation.locator('.execute').click();
      expect((await request).headers().authorization).toBe(`Bearer ${token}`);
      const status = operation.locator('.live-responses-table .response .response-col_status').first();
      await expect.poll(() => status.textContent()).toContain('200');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
