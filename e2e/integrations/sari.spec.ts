import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { DESKTOP_VIEWPORT, launchBrowser, overflowsHorizontally, PHONE_VIEWPORT } from '../support/browser';
import { type OwnServer, startOwnServer, stopOwnServer } from '../support/own-server';
import { closeReleaseNotice } from '../support/release-notice';
import { signIn } from '../support/session';

/**
 * SARI (issue 27 §1) and L2 (§2) through their simulators, which the server starts with the
 * demo's provider simulators: head@demo.ch tests her SARI account, opens her VKU course's
 * participants (Léa registered, Chloé refused by SARI with its reason), sends a student and sees
 * him registered, withdraws Léa from the course and sees her withdrawn, then sends one to L2 from
 * his sheet. Its own server: sendings change the demo.
 */
describe('SARI and L2 (/account/me, /courses/:id/participants, the student sheet)', () => {
  let server: OwnServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startOwnServer('sari', { PROVIDER_SIMULATORS: 'true', DEV_OUTBOX: 'true', JOBS_POLLING_SECONDS: '0.5' }),
      launchBrowser(),
    ]);
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: DESKTOP_VIEWPORT,
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    await signIn(page, 'head@demo.ch');
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await stopOwnServer(server);
  });

  it('tests the head’s SARI account on /account/me', async () => {
    await page.goto('/account/me');
    await closeReleaseNotice(page);
    const section = page.getByTestId('sari-credentials');
    await section.getByRole('heading', { name: 'Compte SARI' }).waitFor();
    expect(await section.locator('input[name="sari-username"]').inputValue()).toBe('API_AutoEcoleDemo');
    await section.getByTestId('sari-test').click();
    await section.getByTestId('sari-test-success').waitFor();
    await section.locator('[data-testid="sari-account-state"][data-state="verified"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sends a VKU participant to SARI from the course and sees him registered, and SARI’s refusal of another', async () => {
    await page.goto('/courses');
    await closeReleaseNotice(page);
    await page.getByRole('link', { name: 'Participants SARI: Cours de sensibilisation (VKU)' }).click();
    await page.waitForURL(/\/courses\/[\w-]+\/participants$/);
    const list = page.getByTestId('course-participants');
    await list.getByRole('heading', { name: 'SARI : Cours de sensibilisation (VKU)' }).waitFor();
    const participant = (name: string) => list.getByTestId('participant').filter({ hasText: name });
    await participant('Léa Dubois').locator('[data-testid="submission-status"][data-status="registered"]').waitFor();
    const chloe = participant('Chloé Favre');
    await chloe.locator('[data-testid="submission-status"][data-status="refused"]').waitFor();
    expect(await chloe.getByTestId('submission-reason').innerText()).toBe(
      'SARI ne connaît aucun élève avec ce numéro FABER et cette date de naissance.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.setViewportSize(DESKTOP_VIEWPORT);

    const notSent = list.getByTestId('participant').filter({
      has: page.locator('[data-testid="submission-status"][data-status="none"]'),
    });
    const chosen = notSent.first();
    const studentId = await chosen.getAttribute('data-student-id');
    await chosen.getByTestId('participant-choose').check();
    await list.getByTestId('send-to-sari').click();
    const row = list.locator(`[data-testid="participant"][data-student-id="${studentId}"]`);
    await row.locator('[data-testid="submission-status"][data-status="registered"]').waitFor({ timeout: 20_000 });

    // Chloé sent again: SARI still knows no such person, and says so again.
    const resent = page.waitForResponse((response) => response.url().endsWith('/resend') && response.status() === 200);
    await chloe.getByTestId('submission-resend').click();
    await resent;
    await chloe.locator('[data-testid="submission-status"][data-status="refused"]').waitFor({ timeout: 20_000 });
  }, 90_000);

  it('withdraws Léa from the SARI course after a confirmation and sees her withdrawn, at 375 px', async () => {
    await page.goto('/courses');
    await closeReleaseNotice(page);
    await page.getByRole('link', { name: 'Participants SARI: Cours de sensibilisation (VKU)' }).click();
    const list = page.getByTestId('course-participants');
    const lea = list.getByTestId('participant').filter({ hasText: 'Léa Dubois' });
    await lea.locator('[data-testid="submission-status"][data-status="registered"]').waitFor();
    await page.setViewportSize(PHONE_VIEWPORT);
    await lea.getByRole('button', { name: 'Retirer de SARI: Léa Dubois' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirer du cours SARI ?' });
    expect(await dialog.innerText()).toContain('SARI retire Léa Dubois du cours « Cours de sensibilisation (VKU) »');
    expect(await axeViolations(page)).toEqual([]);
    const withdrawn = page.waitForResponse(
      (response) => response.url().endsWith('/withdraw') && response.status() === 200,
    );
    await dialog.getByRole('button', { name: 'Retirer', exact: true }).click();
    await withdrawn;
    await lea.locator('[data-testid="submission-status"][data-status="withdrawn"]').waitFor({ timeout: 20_000 });
    expect(await lea.getByTestId('submission-withdraw').count()).toBe(0);
    // Withdrawn, she may be ticked and sent again.
    expect(await lea.getByTestId('participant-choose').isEnabled()).toBe(true);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.setViewportSize(DESKTOP_VIEWPORT);
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);

  it('sends a student to L2 from his sheet, the state and SARI’s rows shown there, at 375 px too', async () => {
    await page.goto('/students');
    await closeReleaseNotice(page);
    await page.getByRole('link', { name: /Favre/ }).first().click();
    await page.waitForURL(/\/students\/profile\?id=/);
    const section = page.getByTestId('section-registries');
    await section.getByRole('button', { name: 'SARI et L2' }).click();
    const sari = section.locator('[data-testid="registry-submission"][data-registry="sari"]');
    await sari.locator('[data-testid="submission-status"][data-status="refused"]').waitFor();
    await section.getByTestId('send-to-l2').click();
    const l2 = section.locator('[data-testid="registry-submission"][data-registry="l2"]');
    await l2.locator('[data-testid="submission-status"][data-status="registered"]').waitFor({ timeout: 20_000 });
    expect(await l2.innerText()).toMatch(/référence L2-\d+/);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.setViewportSize(DESKTOP_VIEWPORT);
  }, 60_000);
});
